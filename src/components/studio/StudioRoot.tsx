/**
 * Where a studio's page starts: its texts loaded together (so no part suspends on its own) and
 * the studio context every shared component reads (./studio-context.tsx).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrls } from '../../lib/generation/use-object-urls';
import { StudioProvider, type StudioContextValue } from './studio-context';
import { STUDIO_NAMESPACES } from './studio-namespaces';

export function StudioRoot({
  children,
  ...studio
}: Omit<StudioContextValue, 'objectUrl'> & { children: ReactNode }) {
  useTranslation([studio.namespace, ...STUDIO_NAMESPACES]);
  const objectUrl = useObjectUrls();
  return <StudioProvider value={{ ...studio, objectUrl }}>{children}</StudioProvider>;
}
