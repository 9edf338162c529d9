import { NewsletterLinkPage } from './NewsletterLinkPage';

export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
