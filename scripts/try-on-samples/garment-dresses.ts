/** Sample dresses: an emerald satin slip dress and a polka-dot swing dress, drawn. */
import { both, fold, productShot, seam, symmetric, units } from './garment-kit';
import { smoothPath } from './svg-path';

export function emeraldSlipDress(): string {
  const u = units(150, 468, 140);
  const shape = symmetric([
    u.p(0, 0.18),
    u.p(0.35, 0.06),
    u.p(0.55, -0.06),
    u.p(0.6, -0.08),
    u.p(0.66, -0.07),
    u.p(0.75, 0.14),
    u.p(1.02, 0.24),
    u.p(1.03, 0.36),
    u.p(0.93, 0.62),
    u.p(1.05, 0.9),
    u.p(1.35, 1.45),
    u.p(1.62, 2.1),
    u.p(1.64, 2.16),
    u.p(0.8, 2.2),
    u.p(0, 2.19),
  ]);
  const details = [
    `<linearGradient id="satin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0d4a3a"/><stop offset="0.5" stop-color="#1c7a5e"/><stop offset="1" stop-color="#0d4a3a"/></linearGradient>`,
    `<rect width="1200" height="1500" fill="url(#satin)" opacity="0.6"/>`,
    fold([u.p(-0.3, 0.95), u.p(-0.45, 1.5), u.p(-0.75, 2.2)], 34, '#b8f0d8', 0.35),
    fold([u.p(0.25, 0.95), u.p(0.4, 1.5), u.p(0.62, 2.2)], 30, '#b8f0d8', 0.3),
    fold([u.p(-0.05, 1.1), u.p(-0.05, 1.6), u.p(-0.1, 2.2)], 22, '#04241b', 0.45),
    fold([u.p(0.7, 1.1), u.p(0.95, 1.6), u.p(1.2, 2.2)], 26, '#04241b', 0.4),
    fold([u.p(-0.7, 1.1), u.p(-0.95, 1.6), u.p(-1.2, 2.2)], 26, '#04241b', 0.4),
    fold([u.p(-0.6, 0.3), u.p(0, 0.24), u.p(0.6, 0.3)], 20, '#04241b', 0.3),
    seam([u.p(-0.92, 0.62), u.p(0, 0.64), u.p(0.92, 0.62)], '#052e22', 0.45),
    seam([u.p(-1.6, 2.12), u.p(0, 2.15), u.p(1.6, 2.12)], '#052e22', 0.5),
  ].join('');
  return productShot({ shape, fill: '#14634b', details, edge: '#062a1f' });
}

export function polkaDotDress(): string {
  const u = units(165, 515, 170);
  const shape = symmetric([
    u.p(0, 0.1),
    u.p(0.3, 0.04),
    u.p(0.48, -0.07),
    u.p(0.52, -0.075),
    u.p(1.02, -0.02),
    u.p(1.3, 0.12),
    u.p(1.32, 0.16),
    u.p(1.05, 0.3),
    u.p(1.0, 0.4),
    u.p(0.95, 0.6),
    u.p(1.05, 0.66),
    u.p(1.5, 1.1),
    u.p(1.85, 1.68),
    u.p(1.86, 1.74),
    u.p(0.9, 1.8),
    u.p(0, 1.79),
  ]);
  const defs = `<pattern id="dots" width="54" height="54" patternUnits="userSpaceOnUse" patternTransform="rotate(8)"><circle cx="13" cy="13" r="7" fill="#f7f4ee"/><circle cx="40" cy="40" r="7" fill="#f7f4ee"/></pattern>`;
  const details = [
    `<rect width="1200" height="1500" fill="url(#dots)"/>`,
    `<path d="${smoothPath(
      both(u, [
        [0, 0.6],
        [1.0, 0.58],
        [1.06, 0.68],
        [0, 0.7],
      ]),
      true,
      0.3,
    )}" fill="#b33a3a"/>`,
    ...[-1.2, -0.6, 0, 0.6, 1.2].map((x) =>
      fold([u.p(x * 0.55, 0.72), u.p(x * 0.8, 1.2), u.p(x * 1.15, 1.78)], 30, '#050b1c', 0.5),
    ),
    ...[-0.9, -0.3, 0.3, 0.9].map((x) =>
      fold([u.p(x * 0.55, 0.75), u.p(x * 0.8, 1.2), u.p(x * 1.15, 1.78)], 26, '#9fb2ff', 0.22),
    ),
    fold([u.p(-0.5, 0.15), u.p(-0.55, 0.4)], 26, '#9fb2ff', 0.18),
    seam([u.p(0.52, -0.07), u.p(1.02, -0.015)], '#050b1c', 0.5),
    seam([u.p(-0.52, -0.07), u.p(-1.02, -0.015)], '#050b1c', 0.5),
  ].join('');
  return productShot({ shape, fill: '#1c2750', defs, details, edge: '#080d22' });
}
