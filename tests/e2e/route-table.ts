/**
 * Every route (docs/product-rules.md#pages-and-routes) with the title and layout it must render
 * (checked by routes.spec.ts).
 */
import { LEGACY_STUDIO_PATHS, PATHS, SERVICE_SLUGS } from '../../common/routes';

export type Layout = 'public' | 'studio' | 'dashboard' | 'admin';

export interface RouteCase {
  path: string;
  titleKey: string;
  layout: Layout;
  /** A guest sees 'Authentication Required' and the login modal instead of the page. */
  requiresAuth?: boolean;
  /** The page names itself after its content (a post, a tag) once loaded. */
  dynamicTitle?: boolean;
}

const pub = (path: string, titleKey: string, requiresAuth = false): RouteCase => ({
  path,
  titleKey,
  layout: 'public',
  requiresAuth,
});

export const ROUTE_CASES: RouteCase[] = [
  pub(PATHS.home, 'titles.home'),
  pub(PATHS.about, 'titles.about'),
  ...SERVICE_SLUGS.map((slug) => pub(PATHS.service(slug), `services.${slug}.name`)),
  pub(PATHS.blog, 'titles.blog'),
  { ...pub(PATHS.blogPost('thu-do-ao-cho-shop'), 'titles.blogPost'), dynamicTitle: true },
  { ...pub(PATHS.blogCategory('huong-dan'), 'titles.blogCategory'), dynamicTitle: true },
  { ...pub(PATHS.blogTag('salon'), 'titles.blogTag'), dynamicTitle: true },
  pub(PATHS.pricing, 'titles.pricing'),
  pub(PATHS.contact, 'titles.contact'),
  pub(PATHS.terms, 'titles.terms'),
  pub(PATHS.privacy, 'titles.privacy'),
  pub(PATHS.shipping, 'titles.shipping'),
  pub(PATHS.warranty, 'titles.warranty'),
  pub(PATHS.devTools, 'titles.devTools'),
  pub(PATHS.test, 'titles.test'),
  pub(PATHS.testGoogleAuth, 'titles.testGoogleAuth'),
  pub(PATHS.googleCallback, 'titles.googleCallback'),
  pub(PATHS.resetPassword, 'titles.resetPassword'),
  pub(PATHS.verifyOtp, 'titles.verifyOtp'),
  pub(PATHS.paymentSuccess, 'titles.paymentSuccess'),
  pub(PATHS.paymentCancel, 'titles.paymentCancelled'),
  pub(PATHS.paymentCancelled, 'titles.paymentCancelled'),
  pub(PATHS.paymentError, 'titles.paymentError'),
  pub(PATHS.checkout, 'titles.checkout', true),
  pub(LEGACY_STUDIO_PATHS.virtualTryOn, 'services.virtual-tryon.name', true),
  pub(LEGACY_STUDIO_PATHS.bodyGenerator, 'services.body-generator.name', true),
  pub(LEGACY_STUDIO_PATHS.hairstyleChanger, 'services.hairstyle-changer.name', true),
  pub(LEGACY_STUDIO_PATHS.imageToVideo, 'services.image-to-video.name', true),
  ...[
    [PATHS.virtualTryOn, 'services.virtual-tryon.name'],
    [PATHS.bodyGenerator, 'services.body-generator.name'],
    [PATHS.hairstyleChanger, 'services.hairstyle-changer.name'],
    [PATHS.imageToVideo, 'services.image-to-video.name'],
    [PATHS.imageEditing, 'services.image-editing.name'],
    [PATHS.apiManagement, 'titles.apiManagement'],
    [PATHS.history, 'titles.history'],
    [PATHS.studioPricing, 'titles.studioPricing'],
    [PATHS.studioPricingAlias, 'titles.studioPricing'],
    [PATHS.paymentHistory, 'titles.paymentHistory'],
    [PATHS.profile, 'titles.profile'],
  ].map(([path, titleKey]): RouteCase => ({
    path: path!,
    titleKey: titleKey!,
    layout: 'studio',
    requiresAuth: true,
  })),
  { path: PATHS.dashboard, titleKey: 'titles.dashboard', layout: 'dashboard' },
  { path: PATHS.help, titleKey: 'titles.help', layout: 'studio' },
  ...[
    [PATHS.admin, 'titles.adminDashboard'],
    [PATHS.adminDashboard, 'titles.adminDashboard'],
    [PATHS.adminUsers, 'titles.adminUsers'],
    [PATHS.adminAnalytics, 'titles.adminAnalytics'],
    [PATHS.adminBlog, 'titles.adminBlog'],
    [PATHS.adminEngines, 'titles.adminEngines'],
  ].map(([path, titleKey]): RouteCase => ({
    path: path!,
    titleKey: titleKey!,
    layout: 'admin',
    requiresAuth: true,
  })),
];

export const LAYOUT_TEST_IDS: Record<Exclude<Layout, 'public'>, string> = {
  studio: 'studio-layout',
  dashboard: 'dashboard-layout',
  admin: 'admin-layout',
};
