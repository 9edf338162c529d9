/** Sample bottoms: a pleated midi skirt and wide-leg trousers, drawn. */
import { both, fold, productShot, seam, symmetric, units } from './garment-kit';
import { n, smoothPath } from './svg-path';

export function pleatedSkirt(): string {
  const u = units(215, 660, 170);
  const shape = symmetric([
    u.p(0, 0.0),
    u.p(1.0, 0.0),
    u.p(1.01, 0.09),
    u.p(1.02, 0.12),
    u.p(1.35, 0.6),
    u.p(1.72, 1.15),
    u.p(1.74, 1.2),
    u.p(0.9, 1.24),
    u.p(0, 1.23),
  ]);
  const pleats: string[] = [];
  for (let i = -14; i <= 14; i++) {
    const top = u.p(i / 14, 0.1);
    const bottom = u.p((i / 14) * 1.78, 1.26);
    pleats.push(
      `<path d="M${n(top[0])} ${n(top[1])}L${n(bottom[0])} ${n(bottom[1])}" stroke="${i % 2 ? '#7a5418' : '#f1cf8a'}" stroke-width="${i % 2 ? 5 : 9}" opacity="${i % 2 ? 0.55 : 0.4}" filter="url(#fold)"/>`,
    );
  }
  const details = [
    `<linearGradient id="camel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c99a4b"/><stop offset="1" stop-color="#b8843a"/></linearGradient>`,
    `<rect width="1200" height="1500" fill="url(#camel)"/>`,
    ...pleats,
    `<rect x="0" y="${n(u.p(0, 0)[1])}" width="1200" height="${n(0.1 * u.T)}" fill="#b98a3e"/>`,
    seam([u.p(-1.01, 0.1), u.p(1.01, 0.1)], '#5e3f10', 0.6),
    seam([u.p(-1.0, 0.02), u.p(1.0, 0.02)], '#5e3f10', 0.35, 1.6),
  ].join('');
  const [bx, by] = u.p(0.82, 0.05);
  const button = `<circle cx="${n(bx)}" cy="${n(by)}" r="11" fill="#e8d7b4" stroke="#6b4a1b" stroke-width="2"/>`;
  return productShot({ shape, fill: '#c4944a', details, edge: '#6b4a1b', over: button });
}

export function wideLegTrousers(): string {
  const u = units(210, 650, 140);
  const shape = smoothPath(
    [
      ...both(u, [[0, 0]]).slice(0, 1),
      u.p(1.0, 0.0),
      u.p(1.02, 0.1),
      u.p(1.12, 0.45),
      u.p(1.22, 1.0),
      u.p(1.3, 1.74),
      u.p(1.28, 1.78),
      u.p(0.16, 1.78),
      u.p(0.12, 1.74),
      u.p(0.05, 0.55),
      u.p(0, 0.42),
      u.p(-0.05, 0.55),
      u.p(-0.12, 1.74),
      u.p(-0.16, 1.78),
      u.p(-1.28, 1.78),
      u.p(-1.3, 1.74),
      u.p(-1.22, 1.0),
      u.p(-1.12, 0.45),
      u.p(-1.02, 0.1),
      u.p(-1.0, 0.0),
    ],
    true,
    0.4,
  );
  const details = [
    fold([u.p(0.68, 0.2), u.p(0.7, 1.0), u.p(0.72, 1.78)], 10, '#ffd2b8', 0.5),
    fold([u.p(-0.68, 0.2), u.p(-0.7, 1.0), u.p(-0.72, 1.78)], 10, '#ffd2b8', 0.5),
    fold([u.p(0.3, 0.6), u.p(0.35, 1.2), u.p(0.4, 1.78)], 30, '#4a1c0b', 0.3),
    fold([u.p(-0.3, 0.6), u.p(-0.35, 1.2), u.p(-0.4, 1.78)], 30, '#4a1c0b', 0.3),
    fold([u.p(1.05, 0.5), u.p(1.12, 1.2), u.p(1.2, 1.78)], 30, '#4a1c0b', 0.25),
    fold([u.p(-1.05, 0.5), u.p(-1.12, 1.2), u.p(-1.2, 1.78)], 30, '#4a1c0b', 0.25),
    `<rect x="0" y="${n(u.p(0, 0)[1])}" width="1200" height="${n(0.1 * u.T)}" fill="#a24f2e"/>`,
    seam([u.p(-1.02, 0.1), u.p(1.02, 0.1)], '#4a1c0b', 0.6),
    seam([u.p(0.62, 0.1), u.p(0.8, 0.3), u.p(1.08, 0.36)], '#4a1c0b', 0.5),
    seam([u.p(-0.62, 0.1), u.p(-0.8, 0.3), u.p(-1.08, 0.36)], '#4a1c0b', 0.5),
    seam([u.p(0.0, 0.1), u.p(0.0, 0.38)], '#4a1c0b', 0.5),
    seam([u.p(0.1, 0.1), u.p(0.12, 0.32), u.p(0.0, 0.4)], '#4a1c0b', 0.45),
    ...[-0.8, -0.35, 0.35, 0.8].map(
      (x) =>
        `<rect x="${n(u.p(x, 0)[0] - 7)}" y="${n(u.p(0, -0.005)[1])}" width="14" height="${n(0.12 * u.T)}" rx="3" fill="#953f22"/>`,
    ),
  ].join('');
  const [bx, by] = u.p(0, 0.05);
  const button = `<circle cx="${n(bx)}" cy="${n(by)}" r="11" fill="#3d2419" stroke="#1f120c" stroke-width="2"/>`;
  return productShot({ shape, fill: '#b75c38', details, edge: '#4a1c0b', over: button });
}
