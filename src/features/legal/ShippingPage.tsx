/** /shipping: a legal document (see LegalPage). */
import { LegalPage } from './LegalPage';

export default function ShippingPage() {
  return <LegalPage id="shipping" />;
}
