/** /privacy: a legal document (see LegalPage). */
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return <LegalPage id="privacy" />;
}
