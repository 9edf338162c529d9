/**
 * The app icon as SVG: a sparkle on the brand gradient. `npm run icons` renders it into the
 * PNG sizes the manifest, iOS and browsers ask for.
 */
const SPARKLE =
  'M256 96l34 98 98 34-98 34-34 98-34-98-98-34 98-34z M380 300l14 40 40 14-40 14-14 40-14-40-40-14 40-14z';

function gradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4e279b"/><stop offset="0.55" stop-color="#7745de"/><stop offset="1" stop-color="#f0645a"/></linearGradient>`;
}

/** The rounded icon for browsers and launchers that do not mask. */
export function roundedIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs>${gradient('g')}</defs><rect width="512" height="512" rx="112" fill="url(#g)"/><path d="${SPARKLE}" fill="#fff"/></svg>`;
}

/**
 * The maskable icon: the background bleeds to every edge and the glyph stays inside the
 * central 80% safe zone, so any mask shape (circle, squircle) keeps it whole.
 */
export function maskableIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs>${gradient('g')}</defs><rect width="512" height="512" fill="url(#g)"/><g transform="translate(256 256) scale(0.72) translate(-256 -256)"><path d="${SPARKLE}" fill="#fff"/></g></svg>`;
}
