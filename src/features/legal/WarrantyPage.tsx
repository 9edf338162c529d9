/** /warranty: a legal document (see LegalPage). */
import { LegalPage } from './LegalPage';

export default function WarrantyPage() {
  return <LegalPage id="warranty" />;
}
