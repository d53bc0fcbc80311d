import { LegalScreen } from '../components/legal-screen.tsx';

/** tabs/politicas-privacidade and tabs/termos-uso: one module for both pages. */
export function PrivacyPolicyPage() {
  return <LegalScreen document="policy" />;
}

export function TermsOfUsePage() {
  return <LegalScreen document="terms" />;
}
