/** Sample tops: a Breton striped tee and a ditsy floral blouse, drawn. */
import { fold, productShot, seam, stripes, symmetric, units } from './garment-kit';
import { n, smoothPath } from './svg-path';

export function bretonTee(): string {
  const u = units(235, 650, 300);
  const shape = symmetric([
    u.p(0, 0.07),
    u.p(0.2, 0.045),
    u.p(0.33, -0.07),
    u.p(0.36, -0.075),
    u.p(0.99, -0.015),
    u.p(1.03, 0.0),
    u.p(1.43, 0.29),
    u.p(1.44, 0.31),
    u.p(1.02, 0.43),
    u.p(0.99, 0.43),
    u.p(0.97, 0.38),
    u.p(0.99, 0.7),
    u.p(1.02, 1.09),
    u.p(1.0, 1.12),
    u.p(0.5, 1.135),
    u.p(0, 1.13),
  ]);
  const navy = '#1d2a4d';
  const details = [
    stripes(u, 0.14, 1.25, 0.072, 0.03, navy),
    // Sleeve bands and the neck rib.
    `<path d="${smoothPath([u.p(-0.2, 0.045), u.p(0, 0.07), u.p(0.2, 0.045)], false)}" fill="none" stroke="${navy}" stroke-width="16"/>`,
    fold([u.p(-0.45, 0.5), u.p(-0.4, 0.85), u.p(-0.5, 1.15)], 26, '#5a4a35', 0.16),
    fold([u.p(0.35, 0.45), u.p(0.42, 0.8), u.p(0.3, 1.15)], 22, '#5a4a35', 0.14),
    fold([u.p(-0.05, 0.3), u.p(0.05, 0.7), u.p(-0.02, 1.1)], 40, '#ffffff', 0.22),
    fold([u.p(0.98, 0.3), u.p(1.25, 0.2)], 20, '#5a4a35', 0.18),
    fold([u.p(-0.98, 0.3), u.p(-1.25, 0.2)], 20, '#5a4a35', 0.18),
    seam([u.p(0.36, -0.06), u.p(1.0, 0.0)], navy, 0.35),
    seam([u.p(-0.36, -0.06), u.p(-1.0, 0.0)], navy, 0.35),
    seam([u.p(-1.0, 1.07), u.p(0, 1.085), u.p(1.0, 1.07)], navy, 0.4),
  ].join('');
  return productShot({ shape, fill: '#f6efe1', details, edge: '#8d8373' });
}

export function floralBlouse(): string {
  const u = units(235, 650, 300);
  const shape = symmetric([
    u.p(0, 0.3),
    u.p(0.22, 0.02),
    u.p(0.34, -0.07),
    u.p(0.37, -0.075),
    u.p(0.98, -0.01),
    u.p(1.1, 0.02),
    u.p(1.42, 0.2),
    u.p(1.5, 0.3),
    u.p(1.42, 0.36),
    u.p(1.08, 0.42),
    u.p(0.98, 0.4),
    u.p(0.96, 0.55),
    u.p(0.98, 0.8),
    u.p(1.05, 1.02),
    u.p(1.02, 1.06),
    u.p(0.5, 1.09),
    u.p(0, 1.1),
  ]);
  const flower = `<g id="fl"><g fill="#fbf6ee"><circle cx="0" cy="-7" r="6"/><circle cx="6.7" cy="-2.2" r="6"/><circle cx="4.1" cy="5.7" r="6"/><circle cx="-4.1" cy="5.7" r="6"/><circle cx="-6.7" cy="-2.2" r="6"/></g><circle r="3.4" fill="#e8b04a"/><path d="M10 10q10 4 14 14" stroke="#48664f" stroke-width="3" fill="none"/></g>`;
  const defs = `<pattern id="flowers" width="92" height="92" patternUnits="userSpaceOnUse" patternTransform="rotate(12)">${flower}<use href="#fl" x="46" y="46" transform="translate(46 46) rotate(40) translate(-46 -46)"/></pattern>`;
  const details = [
    `<rect width="1200" height="1500" fill="url(#flowers)"/>`,
    // Button placket and buttons.
    `<path d="${smoothPath([u.p(-0.045, 0.3), u.p(-0.045, 1.18), u.p(0.045, 1.18), u.p(0.045, 0.3)], true, 0)}" fill="#5f8069" opacity="0.5"/>`,
    fold([u.p(1.0, 0.1), u.p(1.3, 0.18), u.p(1.45, 0.3)], 24, '#2c4434', 0.35),
    fold([u.p(-1.0, 0.1), u.p(-1.3, 0.18), u.p(-1.45, 0.3)], 24, '#2c4434', 0.35),
    fold([u.p(-0.55, 0.45), u.p(-0.5, 0.8), u.p(-0.62, 1.12)], 30, '#2c4434', 0.25),
    fold([u.p(0.5, 0.5), u.p(0.58, 0.8), u.p(0.48, 1.12)], 30, '#2c4434', 0.22),
    fold([u.p(-0.25, 0.45), u.p(-0.2, 0.8), u.p(-0.28, 1.1)], 36, '#ffffff', 0.18),
    seam([u.p(0.37, -0.065), u.p(1.0, 0.0)], '#2c4434', 0.4),
    seam([u.p(-0.37, -0.065), u.p(-1.0, 0.0)], '#2c4434', 0.4),
    seam([u.p(0.0, 0.3), u.p(0.22, 0.02)], '#2c4434', 0.35),
    seam([u.p(0.0, 0.3), u.p(-0.22, 0.02)], '#2c4434', 0.35),
  ].join('');
  const buttons = [0.42, 0.6, 0.78, 0.96]
    .map((y) => {
      const [x, yy] = u.p(0, y);
      return `<circle cx="${x}" cy="${n(yy)}" r="9" fill="#f4efe6" stroke="#9a8f80" stroke-width="2"/>`;
    })
    .join('');
  return productShot({ shape, fill: '#6f9079', defs, details, edge: '#2f4536', over: buttons });
}
