import { NewsletterLinkPage } from './NewsletterLinkPage';

export default function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}
