import PrivacyPolicyScreen from '../../features/institutional/components/privacy-policy-screen.tsx';
import { AppModal } from '../../ui/app-modal.tsx';
import { PendingScreen } from '../../ui/pending-screen.tsx';

export type ShellModalName = 'policy' | 'bag';

/** Desktop-only modals opened from the shell: the privacy policy (cookie banner) and the bag (top bar). */
export default function ShellModal({ name, onClose }: { name: ShellModalName | null; onClose: () => void }) {
  return (
    <AppModal className="app-modal" isOpen={name !== null} onDismiss={onClose}>
      {name === 'policy' && <PrivacyPolicyScreen onClose={onClose} />}
      {name === 'bag' && <PendingScreen title="Sacola" onClose={onClose} />}
    </AppModal>
  );
}
