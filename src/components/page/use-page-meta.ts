/**
 * Hooks over page-head.ts. The app root sets every route's title and description from its
 * handle with useRouteMeta; a page with a title of its own (a blog post, a not-found answer)
 * calls usePageMeta, which wins while the page is mounted.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  LOCALE_OF,
  type Language,
} from '../../lib/i18n/languages';
import {
  DEFAULT_OG_IMAGE_PATH,
  pushPageMeta,
  setRouteMeta,
  type PageMetaOverride,
} from './page-head';

/** Open Graph spells locales with an underscore: vi_VN, en_US. */
function ogLocale(language: Language): string {
  return LOCALE_OF[language].replace('-', '_');
}

export function usePageMeta({ title, description, image, type }: PageMetaOverride): void {
  useEffect(
    () => pushPageMeta({ title, description, image, type }),
    [title, description, image, type],
  );
}

export function useRouteMeta(title: string | undefined, description: string): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const brand = t('brand.name');
  useEffect(() => {
    setRouteMeta({
      title,
      description,
      image: DEFAULT_OG_IMAGE_PATH,
      type: 'website',
      ogLocale: ogLocale(language),
      ogLocaleAlternates: LANGUAGES.filter((other) => other !== language).map(ogLocale),
      brand,
    });
    // The pathname is a dependency because og:url and the canonical link follow it.
  }, [title, description, language, brand, pathname]);
}
