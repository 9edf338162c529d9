/**
 * Every route of spec §2 under its layout. Pages load lazily, one chunk per page, so the first
 * visit downloads only the shell and the page it asked for.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LEGACY_STUDIO_PATHS, PATHS, SERVICE_SLUGS, type ServiceSlug } from '../../common/routes';
import { currentLanguage, preloadLocales } from '../lib/i18n/i18n';
import { AppRoot, RootErrorPage } from './AppRoot';
import { PublicLayout } from './layouts/public/PublicLayout';
import type { RouteHandle } from './route-handle';

type PageModule = { default: ComponentType };
const lazyPage = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** A page's code with its locale files fetched beside it, not after it has run (no waterfall). */
const withLocales =
  <T,>(namespaces: readonly string[], load: () => Promise<T>) =>
  () => {
    preloadLocales(namespaces);
    return load();
  };

/**
 * Guards and the signed-in area's layouts load with the first route that needs them: a visitor
 * of the public site never downloads the sidebar, the admin gate or the device check.
 */
const lazyElement = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load(),
});
const RequireAuth = lazyElement(async () => (await import('./guards/RequireAuth')).RequireAuth);
const DevToolsGate = lazyElement(async () => (await import('./guards/DevToolsGate')).DevToolsGate);
const DeviceGuard = lazyElement(async () => (await import('./guards/DeviceGuard')).DeviceGuard);
const AdminGate = lazyElement(async () => (await import('./guards/AdminGate')).AdminGate);
const AdminLayout = lazyElement(async () => (await import('./layouts/AdminLayout')).AdminLayout);
const StudioLayout = lazyElement(async () => (await import('./layouts/StudioLayout')).StudioLayout);
const DashboardLayout = lazyElement(
  async () => (await import('./layouts/StudioLayout')).DashboardLayout,
);

/** A shared result's public page; the server builds its links (`share_url`) on this path. */
const SHARE_PATH = '/share/:token';

/** Screens that later issues build show their title meanwhile. */
const placeholder = lazyPage(() => import('./pages/PlaceholderPage'));

function screen(
  path: string,
  titleKey: string,
  lazy = placeholder,
  extra: Partial<RouteHandle> = {},
): RouteObject {
  return { path, lazy, handle: { titleKey, ...extra } satisfies RouteHandle };
}

/** The route's meta description: a key of the `seo` locale files. */
const described = (key: string): Partial<RouteHandle> => ({ descriptionKey: `seo:${key}` });

/** One page module serves the five service landing pages; the element carries the slug. */
const servicePage = (slug: ServiceSlug) => async () => {
  preloadLocales(['service-pages', 'marketing']);
  const { default: ServicePage } = await import('../features/marketing/services/ServicePage');
  return { element: <ServicePage slug={slug} /> };
};

/** One list page for the blog, its categories and its tags (the route's params filter it). */
const blogList = lazyPage(
  withLocales(['blog'], () => import('../features/blog/pages/BlogListPage')),
);

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(withLocales(['marketing'], () => import('../features/marketing/HomePage'))),
    handle: { titleKey: 'titles.home', ...described('home') },
  },
  screen(
    PATHS.about,
    'titles.about',
    lazyPage(withLocales(['about'], () => import('../features/marketing/about/AboutPage'))),
    described('about'),
  ),
  ...SERVICE_SLUGS.map((slug) => ({
    path: PATHS.service(slug),
    lazy: servicePage(slug),
    handle: {
      titleKey: `services.${slug}.name`,
      service: slug,
      ...described(`services.${slug}`),
    } satisfies RouteHandle,
  })),
  screen(PATHS.blog, 'titles.blog', blogList, described('blog')),
  {
    ...screen(
      PATHS.blogPost(':slug'),
      'titles.blogPost',
      lazyPage(withLocales(['blog'], () => import('./pages/BlogPostRoute'))),
      described('blogPost'),
    ),
    // The post's text is requested beside the page's code, not after the page has rendered.
    loader: async ({ params }) => {
      const { startLoadingPost } = await import('../features/blog/blog.api');
      startLoadingPost(params.slug ?? '', currentLanguage());
      return null;
    },
  },
  screen(
    PATHS.blogCategory(':categorySlug'),
    'titles.blogCategory',
    blogList,
    described('blogCategory'),
  ),
  screen(PATHS.blogTag(':tagSlug'), 'titles.blogTag', blogList, described('blogTag')),
  screen(
    PATHS.newsletterConfirm,
    'titles.newsletterConfirm',
    lazyPage(() => import('../features/blog/newsletter/NewsletterConfirmPage')),
  ),
  screen(
    PATHS.newsletterUnsubscribe,
    'titles.newsletterUnsubscribe',
    lazyPage(() => import('../features/blog/newsletter/NewsletterUnsubscribePage')),
  ),
  screen(PATHS.pricing, 'titles.pricing', placeholder, described('pricing')),
  screen(
    PATHS.contact,
    'titles.contact',
    lazyPage(withLocales(['contact'], () => import('../features/contact/ContactPage'))),
    described('contact'),
  ),
  screen(
    PATHS.terms,
    'titles.terms',
    lazyPage(withLocales(['legal'], () => import('../features/legal/TermsPage'))),
    described('terms'),
  ),
  screen(
    PATHS.privacy,
    'titles.privacy',
    lazyPage(withLocales(['legal'], () => import('../features/legal/PrivacyPage'))),
    described('privacy'),
  ),
  screen(
    PATHS.shipping,
    'titles.shipping',
    lazyPage(withLocales(['legal'], () => import('../features/legal/ShippingPage'))),
    described('shipping'),
  ),
  screen(
    PATHS.warranty,
    'titles.warranty',
    lazyPage(withLocales(['legal'], () => import('../features/legal/WarrantyPage'))),
    described('warranty'),
  ),
  {
    // Developer pages: the not-found screen unless the server enables them (not in production).
    lazy: DevToolsGate,
    children: [
      screen(
        PATHS.devTools,
        'titles.devTools',
        lazyPage(() => import('../features/dev-tools/DevToolsPage')),
        described('devTools'),
      ),
      screen(
        PATHS.test,
        'titles.test',
        lazyPage(() => import('../features/dev-tools/TestPage')),
        described('test'),
      ),
      screen(
        PATHS.testGoogleAuth,
        'titles.testGoogleAuth',
        lazyPage(() => import('../features/auth/pages/TestGoogleAuthPage')),
        described('testGoogleAuth'),
      ),
    ],
  },
  screen(
    PATHS.googleCallback,
    'titles.googleCallback',
    lazyPage(() => import('../features/auth/pages/GoogleCallbackPage')),
    described('googleCallback'),
  ),
  screen(
    PATHS.resetPassword,
    'titles.resetPassword',
    lazyPage(() => import('../features/auth/pages/ResetPasswordPage')),
    described('resetPassword'),
  ),
  screen(
    PATHS.verifyOtp,
    'titles.verifyOtp',
    lazyPage(() => import('../features/auth/pages/VerifyOtpPage')),
    described('verifyOtp'),
  ),
  screen(
    SHARE_PATH,
    'titles.sharedResult',
    lazyPage(withLocales(['generation'], () => import('../features/share/SharedResultPage'))),
  ),
  screen(PATHS.paymentSuccess, 'titles.paymentSuccess', placeholder, described('paymentSuccess')),
  screen(
    PATHS.paymentCancel,
    'titles.paymentCancelled',
    placeholder,
    described('paymentCancelled'),
  ),
  screen(
    PATHS.paymentCancelled,
    'titles.paymentCancelled',
    placeholder,
    described('paymentCancelled'),
  ),
  screen(PATHS.paymentError, 'titles.paymentError', placeholder, described('paymentError')),
  {
    lazy: RequireAuth,
    children: [
      screen(PATHS.checkout, 'titles.checkout', placeholder, described('checkout')),
      ...(
        [
          [LEGACY_STUDIO_PATHS.virtualTryOn, 'virtual-tryon'],
          [LEGACY_STUDIO_PATHS.bodyGenerator, 'body-generator'],
          [LEGACY_STUDIO_PATHS.hairstyleChanger, 'hairstyle-changer'],
          [LEGACY_STUDIO_PATHS.imageToVideo, 'image-to-video'],
        ] as const
      ).map(([path, slug]) =>
        screen(path, `services.${slug}.name`, placeholder, described(`services.${slug}`)),
      ),
    ],
  },
  {
    path: '*',
    lazy: lazyPage(() => import('./pages/NotFoundPage')),
    handle: { titleKey: 'titles.notFound' },
  },
];

const studioRoutes: RouteObject[] = [
  screen(
    PATHS.virtualTryOn,
    'services.virtual-tryon.name',
    lazyPage(
      withLocales(['try-on', 'generation', 'media', 'tutorial'], () => import('./pages/TryOnPage')),
    ),
  ),
  screen(PATHS.bodyGenerator, 'services.body-generator.name'),
  screen(PATHS.hairstyleChanger, 'services.hairstyle-changer.name'),
  screen(PATHS.imageToVideo, 'services.image-to-video.name'),
  screen(PATHS.imageEditing, 'services.image-editing.name'),
  screen(PATHS.apiManagement, 'titles.apiManagement'),
  screen(
    PATHS.history,
    'titles.history',
    lazyPage(withLocales(['history', 'generation', 'media'], () => import('./pages/HistoryRoute'))),
  ),
  screen(PATHS.studioPricing, 'titles.studioPricing'),
  screen(PATHS.studioPricingAlias, 'titles.studioPricing'),
  screen(PATHS.profile, 'titles.profile'),
];

const adminRoutes: RouteObject[] = [
  screen(PATHS.admin, 'titles.adminDashboard'),
  screen(PATHS.adminDashboard, 'titles.adminDashboard'),
  screen(PATHS.adminUsers, 'titles.adminUsers'),
  screen(PATHS.adminAnalytics, 'titles.adminAnalytics'),
  screen(PATHS.adminBlog, 'titles.adminBlog'),
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RootErrorPage />,
    // Nothing is rendered on the server; the first lazy page simply loads.
    hydrateFallbackElement: null,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        lazy: DeviceGuard,
        children: [
          {
            lazy: StudioLayout,
            children: [{ lazy: RequireAuth, children: studioRoutes }],
          },
          {
            lazy: DashboardLayout,
            children: [
              screen(
                PATHS.dashboard,
                'titles.dashboard',
                lazyPage(
                  withLocales(
                    ['dashboard', 'generation', 'media'],
                    () => import('./pages/DashboardPage'),
                  ),
                ),
              ),
              // An image shared to the installed app: pick its studio (which asks for sign-in).
              screen(
                PATHS.shareTarget,
                'titles.shareTarget',
                lazyPage(() => import('../features/pwa/ShareChooserPage')),
              ),
            ],
          },
          {
            lazy: AdminLayout,
            children: [
              {
                lazy: RequireAuth,
                children: [{ lazy: AdminGate, children: adminRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
