import { PendingScreen } from './pending-screen.tsx';

export default function PendingPage({ title, backTo }: { title: string; backTo?: string }) {
  return <PendingScreen title={title} {...(backTo === undefined ? {} : { backTo })} />;
}
