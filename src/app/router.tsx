/**
 * Every route of docs/product-rules.md#pages-and-routes under its layout. Pages load lazily, one
 * chunk per page, so the first visit downloads only the shell and the page it asked for.
 * Declarative routes (useRoutes): the app needs no loaders or actions, and the data router cost
 * every first visit ~17 KB gzip.
 */
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS, SERVICE_SLUGS, type ServiceSlug } from '../../common/routes';
import { STUDIOS_IN_ORDER } from '../../common/studios/studios';
import { currentLanguage, loadLocales } from '../lib/i18n/i18n';
import { RenderErrorBoundary } from '../components/error-boundary/RenderErrorBoundary';
import { STUDIO_NAMESPACES } from '../components/studio/studio-namespaces';
import { AppRoot } from './AppRoot';
import { lazyComponent, type LazyComponent } from './lazy-component';
import { PublicLayout } from './layouts/public/PublicLayout';
import {
  RouteMatchesProvider,
  startLoadingRoute,
  useRouteMatches,
  type LoadableHandle,
  type RouteHandle,
} from './route-handle';

type PageModule = { default: React.ComponentType };
const lazyPage = (load: () => Promise<PageModule>) =>
  lazyComponent(async () => (await load()).default);

/** A page's code with its locale files, fetched side by side, not one after the other. */
const withLocales =
  <T,>(namespaces: readonly string[], load: () => Promise<T>) =>
  async () => {
    const [page] = await Promise.all([load(), loadLocales(namespaces)]);
    return page;
  };

/** A route that shows `Component` and starts downloading it as soon as the route matches. */
const lazyRoute = (Component: LazyComponent, page?: RouteHandle) => ({
  element: <Component />,
  handle: { preload: Component.preload, ...page } satisfies LoadableHandle,
});

/**
 * Guards and the signed-in area's layouts load with the first route that needs them: a visitor
 * of the public site never downloads the sidebar, the admin gate or the device check.
 */
const RequireAuth = lazyComponent(async () => (await import('./guards/RequireAuth')).RequireAuth);
const DevToolsGate = lazyComponent(
  async () => (await import('./guards/DevToolsGate')).DevToolsGate,
);
const DeviceGuard = lazyComponent(async () => (await import('./guards/DeviceGuard')).DeviceGuard);
const AdminGate = lazyComponent(async () => (await import('./guards/AdminGate')).AdminGate);
const AdminLayout = lazyComponent(async () => (await import('./layouts/AdminLayout')).AdminLayout);
const StudioLayout = lazyComponent(
  async () => (await import('./layouts/StudioLayout')).StudioLayout,
);
const DashboardLayout = lazyComponent(
  async () => (await import('./layouts/StudioLayout')).DashboardLayout,
);

/** A shared result's public page; the server builds its links (`share_url`) on this path. */
const SHARE_PATH = '/share/:token';

/** Screens that later issues build show their title meanwhile. */
const placeholder = lazyPage(() => import('./pages/PlaceholderPage'));

function screen(
  path: string,
  titleKey: string,
  Page: LazyComponent = placeholder,
  extra: Partial<RouteHandle> = {},
): RouteObject {
  return { path, ...lazyRoute(Page, { titleKey, ...extra }) };
}

/** The route's meta description: a key of the `seo` locale files. */
const described = (key: string): Partial<RouteHandle> => ({ descriptionKey: `seo:${key}` });

/** Pricing, checkout, the payment result pages and the payment history (docs/payments.md). */
const billingPage = <Name extends string>(
  name: Name,
  load: () => Promise<Record<Name, React.ComponentType>>,
) => lazyComponent(withLocales(['billing'], async () => (await load())[name]));
const loadPricing = () => import('../features/billing/PricingPage');
const loadResults = () => import('../features/billing/PaymentResultPage');
const PublicPricingPage = billingPage('default', loadPricing);
const StudioPricingPage = billingPage('StudioPricingPage', loadPricing);
const CheckoutPage = billingPage('default', () => import('../features/billing/CheckoutPage'));
const PaymentSuccessPage = billingPage('PaymentSuccessPage', loadResults);
const PaymentCancelledPage = billingPage('PaymentCancelledPage', loadResults);
const PaymentErrorPage = billingPage('PaymentErrorPage', loadResults);
const PaymentHistoryPage = billingPage(
  'default',
  () => import('../features/billing/PaymentHistoryPage'),
);

/** One page module serves the five service landing pages; the element carries the slug. */
const ServicePage = lazyComponent<{ slug: ServiceSlug }>(
  withLocales(
    ['service-pages', 'marketing'],
    async () => (await import('../features/marketing/services/ServicePage')).default,
  ),
);

/** One list page for the blog, its categories and its tags (the route's params filter it). */
const blogList = lazyPage(
  withLocales(['blog'], () => import('../features/blog/pages/BlogListPage')),
);

/**
 * A post's page. The post the app opens on is requested beside the page's code, not after the
 * page has rendered; by the next post, the code is here and the page asks for it at once.
 */
const blogPost = lazyPage(
  withLocales(['blog'], async () => {
    const slug = matchPath(PATHS.blogPost(':slug'), window.location.pathname)?.params.slug;
    if (slug)
      void import('../features/blog/blog.api').then(({ startLoadingPost }) =>
        startLoadingPost(slug, currentLanguage()),
      );
    return import('./pages/BlogPostRoute');
  }),
);

/**
 * The built studios' pages, each with its copy: the wizard, and the legacy page (the same studio
 * as one plain page in the public layout, sign-in required, on the same run lifecycle). A studio
 * missing here shows its title meanwhile.
 */
const STUDIO_LOCALES: Partial<Record<ServiceSlug, readonly string[]>> = {
  'virtual-tryon': ['try-on'],
  'body-generator': ['body-generator'],
  'hairstyle-changer': ['hairstyle', 'mask-editor'],
  'image-to-video': ['image-to-video'],
  'image-editing': ['image-editing', 'mask-editor'],
};
const studioPage = (service: ServiceSlug, load: () => Promise<PageModule>) =>
  lazyPage(withLocales([...(STUDIO_LOCALES[service] ?? []), ...STUDIO_NAMESPACES], load));

const STUDIO_WIZARD_PAGES: Partial<Record<ServiceSlug, LazyComponent>> = {
  'virtual-tryon': studioPage('virtual-tryon', () => import('./pages/TryOnPage')),
  'body-generator': studioPage('body-generator', () => import('./pages/BodyGeneratorPage')),
  'hairstyle-changer': studioPage('hairstyle-changer', () => import('./pages/HairstylePage')),
  'image-to-video': studioPage('image-to-video', () => import('./pages/ImageToVideoPage')),
  'image-editing': studioPage('image-editing', () => import('./pages/ImageEditingPage')),
};
const LEGACY_STUDIO_PAGES: Partial<Record<ServiceSlug, LazyComponent>> = {
  'virtual-tryon': studioPage('virtual-tryon', () => import('./pages/TryOnLegacyPage')),
  'body-generator': studioPage('body-generator', () => import('./pages/BodyGeneratorLegacyPage')),
  'hairstyle-changer': studioPage('hairstyle-changer', () => import('./pages/HairstyleLegacyPage')),
  'image-to-video': studioPage('image-to-video', () => import('./pages/ImageToVideoLegacyPage')),
};

const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyRoute(
      lazyPage(withLocales(['marketing'], () => import('../features/marketing/HomePage'))),
      { titleKey: 'titles.home', ...described('home') },
    ),
  },
  screen(
    PATHS.about,
    'titles.about',
    lazyPage(withLocales(['about'], () => import('../features/marketing/about/AboutPage'))),
    described('about'),
  ),
  ...SERVICE_SLUGS.map((slug) => ({
    path: PATHS.service(slug),
    element: <ServicePage slug={slug} />,
    handle: {
      titleKey: `services.${slug}.name`,
      service: slug,
      preload: ServicePage.preload,
      ...described(`services.${slug}`),
    } satisfies RouteHandle & LoadableHandle,
  })),
  screen(PATHS.blog, 'titles.blog', blogList, described('blog')),
  screen(PATHS.blogPost(':slug'), 'titles.blogPost', blogPost, described('blogPost')),
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
  screen(PATHS.pricing, 'titles.pricing', PublicPricingPage, described('pricing')),
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
    ...lazyRoute(DevToolsGate),
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
  screen(
    PATHS.paymentSuccess,
    'titles.paymentSuccess',
    PaymentSuccessPage,
    described('paymentSuccess'),
  ),
  screen(
    PATHS.paymentCancel,
    'titles.paymentCancelled',
    PaymentCancelledPage,
    described('paymentCancelled'),
  ),
  screen(
    PATHS.paymentCancelled,
    'titles.paymentCancelled',
    PaymentCancelledPage,
    described('paymentCancelled'),
  ),
  screen(PATHS.paymentError, 'titles.paymentError', PaymentErrorPage, described('paymentError')),
  {
    ...lazyRoute(RequireAuth),
    children: [
      screen(PATHS.checkout, 'titles.checkout', CheckoutPage, described('checkout')),
      ...STUDIOS_IN_ORDER.flatMap(({ legacyPath, service }) =>
        legacyPath
          ? [
              screen(
                legacyPath,
                `services.${service}.name`,
                LEGACY_STUDIO_PAGES[service] ?? placeholder,
                described(`services.${service}`),
              ),
            ]
          : [],
      ),
    ],
  },
  {
    path: '*',
    ...lazyRoute(
      lazyPage(() => import('./pages/NotFoundPage')),
      { titleKey: 'titles.notFound' },
    ),
  },
];

/** The Help page lists a guided tour for each built studio (every wizard has one). */
const HelpPage = lazyComponent<{ studiosWithTours: readonly ServiceSlug[] }>(
  withLocales(
    ['help', 'marketing'],
    async () => (await import('../features/marketing/help/HelpPage')).HelpPage,
  ),
);
const helpRoute: RouteObject = {
  path: PATHS.help,
  element: (
    <HelpPage
      studiosWithTours={STUDIOS_IN_ORDER.map(({ service }) => service).filter(
        (service) => service in STUDIO_WIZARD_PAGES,
      )}
    />
  ),
  handle: { preload: HelpPage.preload, titleKey: 'titles.help' } satisfies RouteHandle &
    LoadableHandle,
};

const studioRoutes: RouteObject[] = [
  ...STUDIOS_IN_ORDER.map(({ service, path }) =>
    screen(path, `services.${service}.name`, STUDIO_WIZARD_PAGES[service] ?? placeholder),
  ),
  screen(
    PATHS.apiManagement,
    'titles.apiManagement',
    lazyPage(withLocales(['api'], () => import('./pages/ApiManagementRoute'))),
  ),
  screen(
    PATHS.history,
    'titles.history',
    lazyPage(withLocales(['history', 'generation', 'media'], () => import('./pages/HistoryRoute'))),
  ),
  screen(PATHS.studioPricing, 'titles.studioPricing', StudioPricingPage),
  screen(PATHS.studioPricingAlias, 'titles.studioPricing', StudioPricingPage),
  screen(PATHS.paymentHistory, 'titles.paymentHistory', PaymentHistoryPage),
];

/**
 * Account pages: in the studio's layout, but open to phones too (a shop owner manages the
 * account from one; the size rule is the studios', the dashboard's and the admin's).
 */
const accountRoutes: RouteObject[] = [
  screen(
    PATHS.profile,
    'titles.profile',
    lazyPage(withLocales(['profile', 'media'], () => import('./pages/ProfileRoute'))),
  ),
];

/** The users and audit screens (docs/admin.md): plan names, payment words come from billing. */
const adminPage = (load: Parameters<typeof lazyPage>[0]) =>
  lazyPage(withLocales(['admin-users', 'billing'], load));

/** The admin statistics' pages: their texts, the plans' and gateways' names (billing). */
const ADMIN_STATISTICS_LOCALES = ['admin-statistics', 'billing'];
const AdminDashboardPage = lazyPage(
  withLocales(ADMIN_STATISTICS_LOCALES, () => import('../features/admin/statistics/DashboardPage')),
);

const adminRoutes: RouteObject[] = [
  screen(PATHS.admin, 'titles.adminDashboard', AdminDashboardPage),
  screen(PATHS.adminDashboard, 'titles.adminDashboard', AdminDashboardPage),
  screen(
    PATHS.adminUsers,
    'titles.adminUsers',
    adminPage(() => import('../features/admin/users/UsersPage')),
  ),
  screen(
    PATHS.adminUser(':id'),
    'titles.adminUser',
    adminPage(() => import('../features/admin/users/UserPage')),
  ),
  screen(
    PATHS.adminAudit,
    'titles.adminAudit',
    adminPage(() => import('../features/admin/audit/AuditPage')),
  ),
  screen(
    PATHS.adminAnalytics,
    'titles.adminAnalytics',
    lazyPage(
      withLocales(
        ADMIN_STATISTICS_LOCALES,
        () => import('../features/admin/statistics/AnalyticsPage'),
      ),
    ),
  ),
  screen(
    PATHS.adminBlog,
    'titles.adminBlog',
    lazyPage(withLocales(['admin-blog'], () => import('../features/admin/blog/AdminBlogPage'))),
  ),
  screen(
    PATHS.adminEngines,
    'titles.adminEngines',
    lazyPage(withLocales(['admin-engines'], () => import('../features/admin/engines/EnginesPage'))),
  ),
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        ...lazyRoute(StudioLayout),
        children: [{ ...lazyRoute(RequireAuth), children: accountRoutes }, helpRoute],
      },
      {
        ...lazyRoute(DeviceGuard),
        children: [
          {
            ...lazyRoute(StudioLayout),
            children: [{ ...lazyRoute(RequireAuth), children: studioRoutes }],
          },
          {
            ...lazyRoute(DashboardLayout),
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
          // The gate stands outside the admin layout: a non-admin's Access Denied view shows
          // none of the admin navigation.
          {
            ...lazyRoute(RequireAuth),
            children: [
              {
                ...lazyRoute(AdminGate),
                children: [{ ...lazyRoute(AdminLayout), children: adminRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The page for the current location. Every lazy route it matches starts downloading at once,
 * layouts and page together, instead of each only once the one around it has rendered.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useRouteMatches(routes, location);
  startLoadingRoute(matches);
  const page = useRoutes(routes, location);
  return (
    <RouteMatchesProvider value={matches}>
      {/* A failure outside any page's boundary, e.g. a layout's code that could not download. */}
      <RenderErrorBoundary onRetry={() => window.location.reload()}>{page}</RenderErrorBoundary>
    </RouteMatchesProvider>
  );
}
