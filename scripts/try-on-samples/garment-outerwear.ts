/** Sample outerwear: a camel blazer and a belted trench coat, drawn. */
import { both, fold, productShot, seam, symmetric, units } from './garment-kit';
import { n, smoothPath } from './svg-path';

/** Long sleeves hanging along the arms, for the two jackets (outer-edge points of the right one). */
const hangingSleeve = (cuffY: number): [number, number][] => [
  [1.0, -0.02],
  [1.14, 0.06],
  [1.24, 0.4],
  [1.42, cuffY - 0.02],
  [1.41, cuffY + 0.02],
  [1.08, cuffY + 0.02],
  [1.07, cuffY - 0.03],
  [1.035, 0.6],
  [0.995, 0.4],
  [0.985, 0.4],
];

export function camelBlazer(): string {
  const u = units(220, 585, 250);
  const right: [number, number][] = [
    [0, 0.48],
    [0.22, 0.12],
    [0.34, -0.07],
    [0.38, -0.075],
    ...hangingSleeve(1.12),
    [0.975, 0.6],
    [0.99, 0.8],
    [1.02, 1.22],
    [1.0, 1.26],
    [0.5, 1.27],
    [0.02, 1.3],
  ];
  const shape = symmetric(
    right.map(([x, y]) => u.p(x, y)),
    0.5,
  );
  const details = [
    // Lapels, the white shell beneath, pockets.
    `<path d="${smoothPath(
      both(u, [
        [0, 0.48],
        [0.2, 0.12],
        [0.3, -0.05],
        [0.22, -0.02],
        [0.02, 0.22],
      ]),
      true,
      0.3,
    )}" fill="#f1ece4"/>`,
    `<path d="${smoothPath([u.p(0.02, 0.48), u.p(0.2, 0.12), u.p(0.34, -0.07), u.p(0.42, 0.05), u.p(0.36, 0.1), u.p(0.46, 0.16), u.p(0.12, 0.52)], true, 0.2)}" fill="#b07d45"/>`,
    `<path d="${smoothPath([u.p(-0.02, 0.48), u.p(-0.2, 0.12), u.p(-0.34, -0.07), u.p(-0.42, 0.05), u.p(-0.36, 0.1), u.p(-0.46, 0.16), u.p(-0.12, 0.52)], true, 0.2)}" fill="#b07d45"/>`,
    seam(
      [u.p(0.34, -0.07), u.p(0.42, 0.05), u.p(0.36, 0.1), u.p(0.46, 0.16), u.p(0.12, 0.52)],
      '#5e3b17',
      0.6,
    ),
    seam(
      [u.p(-0.34, -0.07), u.p(-0.42, 0.05), u.p(-0.36, 0.1), u.p(-0.46, 0.16), u.p(-0.12, 0.52)],
      '#5e3b17',
      0.6,
    ),
    seam([u.p(0.02, 0.5), u.p(0.02, 1.3)], '#5e3b17', 0.6),
    seam([u.p(0.45, 0.95), u.p(0.85, 0.94)], '#5e3b17', 0.6, 3),
    seam([u.p(-0.45, 0.95), u.p(-0.85, 0.94)], '#5e3b17', 0.6, 3),
    fold([u.p(1.0, 0.1), u.p(1.1, 0.6), u.p(1.2, 1.1)], 24, '#ffe3b8', 0.28),
    fold([u.p(-1.0, 0.1), u.p(-1.1, 0.6), u.p(-1.2, 1.1)], 24, '#ffe3b8', 0.28),
    fold([u.p(1.08, 0.55), u.p(1.22, 0.62)], 14, '#5e3b17', 0.4),
    fold([u.p(-1.08, 0.55), u.p(-1.22, 0.62)], 14, '#5e3b17', 0.4),
    fold([u.p(0.7, 0.3), u.p(0.75, 0.8), u.p(0.7, 1.25)], 30, '#5e3b17', 0.22),
    fold([u.p(-0.7, 0.3), u.p(-0.75, 0.8), u.p(-0.7, 1.25)], 30, '#5e3b17', 0.22),
    seam([u.p(1.05, 1.07), u.p(1.41, 1.07)], '#5e3b17', 0.5),
    seam([u.p(-1.05, 1.07), u.p(-1.41, 1.07)], '#5e3b17', 0.5),
  ].join('');
  const buttons = [0.62, 0.82]
    .map((y) => {
      const [x, yy] = u.p(0.08, y);
      return `<circle cx="${n(x)}" cy="${n(yy)}" r="12" fill="#3b2a1c" stroke="#1c120a" stroke-width="2"/>`;
    })
    .join('');
  return productShot({ shape, fill: '#c0905a', details, edge: '#5e3b17', over: buttons });
}

export function trenchCoat(): string {
  const u = units(190, 505, 120);
  const right: [number, number][] = [
    [0, 0.36],
    [0.22, 0.1],
    [0.36, -0.07],
    [0.4, -0.075],
    ...hangingSleeve(1.13),
    [0.975, 0.6],
    [0.995, 0.8],
    [1.06, 1.2],
    [1.22, 1.82],
    [1.2, 1.86],
    [0.6, 1.87],
    [0, 1.88],
  ];
  const shape = symmetric(
    right.map(([x, y]) => u.p(x, y)),
    0.5,
  );
  const details = [
    `<path d="${smoothPath(
      both(u, [
        [0, 0.36],
        [0.22, 0.1],
        [0.3, -0.05],
        [0.2, -0.02],
        [0.02, 0.2],
      ]),
      true,
      0.3,
    )}" fill="#3a3532"/>`,
    `<path d="${smoothPath([u.p(-0.25, 0.36), u.p(0.22, 0.1), u.p(0.36, -0.07), u.p(0.5, 0.06), u.p(0.42, 0.14), u.p(0.55, 0.22), u.p(0.3, 0.5)], true, 0.2)}" fill="#b69566"/>`,
    `<path d="${smoothPath([u.p(-0.22, 0.1), u.p(-0.36, -0.07), u.p(-0.5, 0.06), u.p(-0.42, 0.14), u.p(-0.55, 0.22), u.p(-0.3, 0.42)], true, 0.2)}" fill="#b69566"/>`,
    seam(
      [u.p(0.36, -0.07), u.p(0.5, 0.06), u.p(0.42, 0.14), u.p(0.55, 0.22), u.p(0.3, 0.5)],
      '#5c4626',
      0.6,
    ),
    seam([u.p(0.3, 0.5), u.p(0.3, 1.88)], '#5c4626', 0.6),
    // Belt.
    `<path d="${smoothPath(
      both(u, [
        [0, 0.86],
        [1.02, 0.84],
        [1.03, 0.95],
        [0, 0.97],
      ]),
      true,
      0.2,
    )}" fill="#b38f5e"/>`,
    seam([u.p(-1.02, 0.86), u.p(1.02, 0.86)], '#5c4626', 0.5),
    seam([u.p(-1.02, 0.94), u.p(1.02, 0.94)], '#5c4626', 0.5),
    fold([u.p(0.7, 1.0), u.p(0.85, 1.4), u.p(0.95, 1.86)], 30, '#5c4626', 0.25),
    fold([u.p(-0.7, 1.0), u.p(-0.85, 1.4), u.p(-0.95, 1.86)], 30, '#5c4626', 0.25),
    fold([u.p(0.05, 1.0), u.p(0.1, 1.4), u.p(0.05, 1.86)], 40, '#fff2d6', 0.22),
    fold([u.p(-0.5, 0.3), u.p(-0.55, 0.8)], 34, '#fff2d6', 0.18),
    fold([u.p(1.0, 0.1), u.p(1.1, 0.6), u.p(1.2, 1.1)], 24, '#fff2d6', 0.25),
    fold([u.p(-1.0, 0.1), u.p(-1.1, 0.6), u.p(-1.2, 1.1)], 24, '#fff2d6', 0.25),
    seam([u.p(1.05, 1.06), u.p(1.42, 1.06)], '#5c4626', 0.5),
    seam([u.p(-1.05, 1.06), u.p(-1.42, 1.06)], '#5c4626', 0.5),
  ].join('');
  const buttons = [0.56, 0.74, 1.1, 1.3]
    .flatMap((y) =>
      [0.12, 0.5].map((x) => {
        const [cx, cy] = u.p(x - 0.1, y);
        return `<circle cx="${n(cx)}" cy="${n(cy)}" r="10" fill="#4a3a28" stroke="#231a10" stroke-width="2"/>`;
      }),
    )
    .join('');
  const [kx, ky] = u.p(0.12, 0.9);
  const buckle = `<rect x="${n(kx - 22)}" y="${n(ky - 26)}" width="44" height="52" rx="6" fill="none" stroke="#3a2c1c" stroke-width="6"/>`;
  return productShot({ shape, fill: '#c9aa78', details, edge: '#5c4626', over: buttons + buckle });
}
