/**
 * The business behind the product, as shown in the footer, the contact page and e-mails.
 * One place to change when the company's details change.
 */
export const BRAND = {
  name: 'Studio AI',
  supportEmail: 'hotro@studioai.vn',
  phone: '+84 28 7300 1688',
  phoneHref: 'tel:+842873001688',
  social: {
    facebook: 'https://www.facebook.com/studioai.vn',
    instagram: 'https://www.instagram.com/studioai.vn',
    tiktok: 'https://www.tiktok.com/@studioai.vn',
    youtube: 'https://www.youtube.com/@studioai.vn',
  },
} as const;

/** A page's document title, as the tab, the history and link previews show it. */
export function documentTitle(title: string | undefined, brand: string = BRAND.name): string {
  return title ? `${title} · ${brand}` : brand;
}
