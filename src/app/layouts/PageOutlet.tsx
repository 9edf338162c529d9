/**
 * Where a layout shows its page: a rendering error in one page shows the rendering error panel
 * (docs/product-rules.md#shared-screens-and-dialogs) inside the layout (navigation stays usable),
 * and a lazy page shows a spinner while it loads.
 */
import { Suspense } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { RenderErrorBoundary } from '../../components/error-boundary/RenderErrorBoundary';

export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RenderErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          // A screen tall: what follows (the footer) stays below the fold while the page loads,
          // so nothing visible jumps when it arrives (Lighthouse's layout shift,
          // docs/architecture.md#performance-goals).
          <Center minH="100dvh" alignItems="start" py="24">
            <Spinner size="lg" color="brand.solid" />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </RenderErrorBoundary>
  );
}
