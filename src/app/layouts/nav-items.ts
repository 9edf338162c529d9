/**
 * The navigation of docs/product-rules.md#navigation, as data: the header, the drawers and the
 * sidebars render it.
 */
import type { ComponentType } from 'react';
import { PATHS, SERVICE_SLUGS, type ServiceSlug } from '../../../common/routes';
import { STUDIOS_IN_ORDER } from '../../../common/studios/studios';
import {
  ChartIcon,
  FileTextIcon,
  GridIcon,
  HelpIcon,
  HistoryIcon,
  KeyIcon,
  SettingsIcon,
  ReceiptIcon,
  TagIcon,
  UsersIcon,
} from '../../components/icons';
import { STUDIO_ICONS } from '../../components/studio-icons';

export interface NavItem {
  to: string;
  labelKey: string;
  icon?: ComponentType<{ boxSize?: string }>;
  /** Match only the exact path (for index-like entries such as /admin). */
  end?: boolean;
}

export const SERVICE_ICONS: Record<ServiceSlug, NavItem['icon']> = STUDIO_ICONS;

export const SERVICE_NAV: NavItem[] = SERVICE_SLUGS.map((slug) => ({
  to: PATHS.service(slug),
  labelKey: `services.${slug}.name`,
  icon: SERVICE_ICONS[slug],
}));

export const HEADER_NAV = {
  home: { to: PATHS.home, labelKey: 'nav.home', end: true },
  about: { to: PATHS.about, labelKey: 'nav.about' },
  pricing: { to: PATHS.pricing, labelKey: 'nav.pricing' },
  blog: { to: PATHS.blog, labelKey: 'nav.blog' },
} satisfies Record<string, NavItem>;

/**
 * Studio sidebar: the studios in the registry's order (the spec's); History is added after the
 * studios (see README).
 */
export const STUDIO_NAV: NavItem[] = [
  { to: PATHS.dashboard, labelKey: 'nav.dashboard', icon: GridIcon },
  ...STUDIOS_IN_ORDER.map(({ service, path }) => ({
    to: path,
    labelKey: `services.${service}.name`,
    icon: STUDIO_ICONS[service],
  })),
  { to: PATHS.history, labelKey: 'nav.history', icon: HistoryIcon },
  { to: PATHS.apiManagement, labelKey: 'nav.apiManagement', icon: KeyIcon },
  { to: PATHS.studioPricing, labelKey: 'nav.studioPricing', icon: TagIcon },
  { to: PATHS.paymentHistory, labelKey: 'nav.paymentHistory', icon: ReceiptIcon },
  { to: PATHS.help, labelKey: 'nav.help', icon: HelpIcon },
];

export const ADMIN_NAV: NavItem[] = [
  { to: PATHS.admin, labelKey: 'nav.adminDashboard', icon: GridIcon, end: true },
  { to: PATHS.adminUsers, labelKey: 'nav.adminUsers', icon: UsersIcon },
  { to: PATHS.adminAnalytics, labelKey: 'nav.adminAnalytics', icon: ChartIcon },
  { to: PATHS.adminBlog, labelKey: 'nav.adminBlog', icon: FileTextIcon },
  { to: PATHS.adminEngines, labelKey: 'nav.adminEngines', icon: SettingsIcon },
  { to: PATHS.adminAudit, labelKey: 'nav.adminAudit', icon: HistoryIcon },
];

/**
 * The footer's quick links. The spec lists the try-on service here too, but the footer's
 * Services column already links every service page, so it is not repeated (see README).
 */
export const FOOTER_QUICK_LINKS: NavItem[] = [
  { to: PATHS.privacy, labelKey: 'footer.links.privacy' },
  { to: PATHS.terms, labelKey: 'footer.links.terms' },
  { to: PATHS.shipping, labelKey: 'footer.links.shipping' },
  { to: PATHS.warranty, labelKey: 'footer.links.warranty' },
  { to: PATHS.contact, labelKey: 'footer.links.contact' },
  { to: PATHS.about, labelKey: 'footer.links.about' },
  { to: PATHS.blog, labelKey: 'footer.links.blog' },
];
