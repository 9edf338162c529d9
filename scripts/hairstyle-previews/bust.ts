/**
 * The head-and-shoulders figure every hairstyle preview is drawn on: a neutral, calm face, a
 * neck and shoulders in a plain top, on a soft backdrop. Drawn in code (no photograph, no real
 * person), 320 × 400, so a style's shape reads at a glance at any size.
 */

export const PREVIEW_WIDTH = 320;
export const PREVIEW_HEIGHT = 400;

export type Figure = 'female' | 'male';

export const SKIN = '#eecbab';
const SKIN_SHADE = '#d9ad8a';
const FEATURES = '#3d2b22';
const LIPS = { female: '#c9756f', male: '#b9806f' } as const;
const TOP = { female: '#7f93ad', male: '#5f7088' } as const;

/** Where the head is: its centre line, the skull's top, the ears and the chin. */
export const HEAD = {
  centre: 160,
  top: 104,
  brow: 166,
  eyes: 180,
  ears: 186,
  mouth: 222,
  chin: 254,
  /** Half the face's width at the cheekbones, per figure. */
  half: { female: 54, male: 58 },
} as const;

export function backdrop(): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f4f8"/><stop offset="1" stop-color="#d9e0e9"/></linearGradient></defs><rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>`;
}

/** The shoulders in a plain top: long hair falls over them. */
export function torso(figure: Figure): string {
  const c = HEAD.centre;
  const neck = figure === 'male' ? 30 : 24;
  const shoulders = figure === 'male' ? 138 : 124;
  const d = [
    `M${c - shoulders - 30} ${PREVIEW_HEIGHT}`,
    `C${c - shoulders - 26} 338 ${c - shoulders + 4} 316 ${c - neck - 22} 306`,
    `Q${c} 322 ${c + neck + 22} 306`,
    `C${c + shoulders - 4} 316 ${c + shoulders + 26} 338 ${c + shoulders + 30} ${PREVIEW_HEIGHT}Z`,
  ].join(' ');
  return `<path d="${d}" fill="${TOP[figure]}"/>`;
}

/** Neck, ears and face, without hair. */
export function head(figure: Figure): string {
  const c = HEAD.centre;
  const h = HEAD.half[figure];
  const neck = figure === 'male' ? 30 : 24;
  const jaw = figure === 'male' ? 0.74 : 0.6;
  const face = [
    `M${c - h} ${HEAD.eyes - 40}`,
    `C${c - h} ${HEAD.top - 4} ${c + h} ${HEAD.top - 4} ${c + h} ${HEAD.eyes - 40}`,
    `C${c + h + 2} ${HEAD.mouth - 30} ${c + h * jaw} ${HEAD.chin - 14} ${c + 14} ${HEAD.chin - 2}`,
    `Q${c} ${HEAD.chin + 3} ${c - 14} ${HEAD.chin - 2}`,
    `C${c - h * jaw} ${HEAD.chin - 14} ${c - h - 2} ${HEAD.mouth - 30} ${c - h} ${HEAD.eyes - 40}Z`,
  ].join(' ');
  const brows =
    figure === 'male'
      ? `<path d="M${c - 37} ${HEAD.brow} Q${c - 24} ${HEAD.brow - 6} ${c - 10} ${HEAD.brow - 1}M${c + 10} ${HEAD.brow - 1} Q${c + 24} ${HEAD.brow - 6} ${c + 37} ${HEAD.brow}" stroke="${FEATURES}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`
      : `<path d="M${c - 36} ${HEAD.brow + 1} Q${c - 24} ${HEAD.brow - 7} ${c - 11} ${HEAD.brow - 1}M${c + 11} ${HEAD.brow - 1} Q${c + 24} ${HEAD.brow - 7} ${c + 36} ${HEAD.brow + 1}" stroke="${FEATURES}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  return [
    `<path d="M${c - neck} ${HEAD.chin - 30} L${c - neck} 300 Q${c} 318 ${c + neck} 300 L${c + neck} ${HEAD.chin - 30}Z" fill="${SKIN}"/>`,
    `<path d="M${c - neck} ${HEAD.chin - 8} Q${c} ${HEAD.chin + 22} ${c + neck} ${HEAD.chin - 8} L${c + neck} ${HEAD.chin + 10} Q${c} ${HEAD.chin + 30} ${c - neck} ${HEAD.chin + 10}Z" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="${c - h + 1}" cy="${HEAD.ears}" rx="9" ry="17" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="${c + h - 1}" cy="${HEAD.ears}" rx="9" ry="17" fill="${SKIN_SHADE}"/>`,
    `<path d="${face}" fill="${SKIN}"/>`,
    brows,
    `<ellipse cx="${c - 23}" cy="${HEAD.eyes}" rx="7" ry="4.5" fill="${FEATURES}"/>`,
    `<ellipse cx="${c + 23}" cy="${HEAD.eyes}" rx="7" ry="4.5" fill="${FEATURES}"/>`,
    `<path d="M${c - 2} ${HEAD.eyes + 8} Q${c - 7} ${HEAD.mouth - 18} ${c - 1} ${HEAD.mouth - 14} L${c + 6} ${HEAD.mouth - 15}" stroke="${SKIN_SHADE}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M${c - 15} ${HEAD.mouth} Q${c} ${HEAD.mouth + 8} ${c + 15} ${HEAD.mouth}" stroke="${LIPS[figure]}" stroke-width="${figure === 'female' ? 5 : 3.5}" fill="none" stroke-linecap="round"/>`,
  ].join('');
}
