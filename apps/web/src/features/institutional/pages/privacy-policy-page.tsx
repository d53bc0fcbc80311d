import { PrivacyPolicyScreen } from '../components/privacy-policy-screen.tsx';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyScreen />;
}
