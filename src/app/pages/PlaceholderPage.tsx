/** The page for a route whose screen another issue builds: its title, from the route handle. */
import { ScreenPlaceholder } from '../../components/page/ScreenPlaceholder';
import { useRouteHandle } from '../route-handle';

export default function PlaceholderPage() {
  return <ScreenPlaceholder titleKey={useRouteHandle()?.titleKey ?? 'titles.notFound'} />;
}
