/**
 * Every page path of the product (docs/product-rules.md#pages-and-routes), in one place: the
 * router, the navigation, the server's sitemap and the e2e tests all read it, so a path is never
 * spelled twice. The studios' own pages come from the studio registry (common/studios/studios.ts).
 */
import { SERVICE_SLUGS, STUDIOS, type ServiceSlug } from './studios/studios';

export { SERVICE_SLUGS, type ServiceSlug };

export const PATHS = {
  home: '/',
  about: '/about',
  service: (slug: ServiceSlug) => `/services/${slug}`,
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  blogCategory: (slug: string) => `/blog/category/${slug}`,
  blogTag: (slug: string) => `/blog/tag/${slug}`,
  pricing: '/pricing',
  contact: '/contact',
  /** The pages the newsletter's mailed links open. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  terms: '/terms',
  privacy: '/privacy',
  shipping: '/shipping',
  warranty: '/warranty',
  devTools: '/dev-tools',
  test: '/test',
  testGoogleAuth: '/test-google-auth',
  googleCallback: '/auth/google/callback',
  resetPassword: '/auth/reset-password',
  verifyOtp: '/auth/verify-otp',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  paymentCancelled: '/payment/cancelled',
  paymentError: '/payment/error',
  checkout: '/checkout',
  /** The signed-in user's payments, in the studio (docs/payments.md). */
  paymentHistory: '/payment-history',
  dashboard: '/dashboard',
  virtualTryOn: STUDIOS['virtual-tryon'].path,
  bodyGenerator: STUDIOS['body-generator'].path,
  hairstyleChanger: STUDIOS['hairstyle-changer'].path,
  imageToVideo: STUDIOS['image-to-video'].path,
  imageEditing: STUDIOS['image-editing'].path,
  apiManagement: '/api-management',
  history: '/history',
  studioPricing: '/studio-pricing',
  studioPricingAlias: '/studio/pricing',
  profile: '/profile',
  help: '/help',
  /**
   * An image shared to the installed app: the manifest's share target (a POST the service
   * worker answers) and, as a GET, the page where the user picks its studio.
   */
  shareTarget: '/share-target',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUser: (id: string) => `/admin/users/${id}`,
  adminAudit: '/admin/audit',
  adminAnalytics: '/admin/analytics',
  adminBlog: '/admin/blog',
  adminEngines: '/admin/engines',
} as const;

/**
 * 'Start free' links add this search parameter to the page they are on: a guest gets the
 * sign-up form over that page (and the dashboard once registered), a signed-in user goes to the
 * dashboard (docs/product-rules.md#navigation). Do not rename: it is in links already shared.
 */
export const SIGN_UP_PARAM = 'signup';
export const SIGN_UP_SEARCH = `?${SIGN_UP_PARAM}`;

/**
 * The login-required legacy studios that keep the public layout
 * (docs/product-rules.md#login-required-public-pages).
 */
export const LEGACY_STUDIO_PATHS = {
  virtualTryOn: STUDIOS['virtual-tryon'].legacyPath,
  bodyGenerator: STUDIOS['body-generator'].legacyPath,
  hairstyleChanger: STUDIOS['hairstyle-changer'].legacyPath,
  imageToVideo: STUDIOS['image-to-video'].legacyPath,
} as const;
