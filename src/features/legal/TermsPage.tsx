/** /terms: a legal document (see LegalPage). */
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return <LegalPage id="terms" />;
}
