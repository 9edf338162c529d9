/**
 * The blog covers as SVG: one flat composition per seed post, drawn for this project (no
 * third-party images). 1200 × 630, the Open Graph size, so a shared link shows the cover whole.
 */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

interface Palette {
  from: string;
  to: string;
  glow: string;
}

function frame(palette: Palette, art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="930" cy="120" r="320" fill="url(#glow)"/>
  <circle cx="160" cy="560" r="240" fill="url(#glow)"/>
  ${art}
</svg>`;
}

const shirt = (x: number, y: number, scale: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-60 -120 L-150 -80 L-190 10 L-130 35 L-110 -10 L-110 150 L110 150 L110 -10 L130 35 L190 10 L150 -80 L60 -120 Q0 -70 -60 -120 Z" fill="${fill}"/>
    <path d="M-60 -120 Q0 -70 60 -120" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
  </g>`;

const dress = (x: number, y: number, scale: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-35 -130 L35 -130 L45 -60 L30 -20 L110 160 L-110 160 L-30 -20 L-45 -60 Z" fill="${fill}"/>
    <path d="M-30 -20 L30 -20" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
  </g>`;

const figure = (x: number, y: number, fill: string, hair: string) =>
  `<g transform="translate(${x} ${y})">
    ${hair}
    <circle cx="0" cy="-150" r="42" fill="#f3c9a8"/>
    <path d="M-70 -90 Q0 -110 70 -90 L90 120 L-90 120 Z" fill="${fill}"/>
  </g>`;

export const COVER_ART: Record<string, string> = {
  'tao-nguoi-mau-ao-theo-voc-dang-khach-viet': frame(
    { from: '#f6f1ff', to: '#ffd0b5', glow: '#ffffff' },
    [
      [380, 0.88, '#7745de', '#4e279b'],
      [600, 1, '#f0645a', '#381c70'],
      [820, 0.94, '#2f8f75', '#1a1033'],
    ]
      .map(
        ([x, scale, fill, hair]) =>
          `<g transform="translate(${x} 560) scale(${scale})">
            <rect x="-40" y="-120" width="30" height="120" fill="#381c70"/><rect x="10" y="-120" width="30" height="120" fill="#381c70"/>
            ${figure(0, -240, String(fill), `<path d="M-48 -160 Q0 -225 48 -160 L52 -110 L-52 -110 Z" fill="${hair}"/>`)}
          </g>`,
      )
      .join('') +
      `<g stroke="#4e279b" stroke-width="4" opacity="0.5"><line x1="220" y1="120" x2="220" y2="560"/>${[120, 230, 340, 450, 560].map((y) => `<line x1="205" y1="${y}" x2="235" y2="${y}"/>`).join('')}</g>`,
  ),
  'chinh-anh-bang-cau-lenh-cho-shop-va-salon': frame(
    { from: '#1a1033', to: '#6232c2', glow: '#b595fb' },
    `<rect x="240" y="80" width="720" height="470" rx="20" fill="#d9d2e9"/>
     <rect x="600" y="80" width="360" height="470" fill="#fff7ef"/>
     <path d="M240 550 L420 330 L520 440 L600 360 L600 550 Z" fill="#8c83a3"/>
     <path d="M600 550 L600 360 L680 280 L780 400 L960 210 L960 550 Z" fill="#f0645a"/>
     <circle cx="340" cy="190" r="40" fill="#a79fbd"/><circle cx="860" cy="160" r="46" fill="#ffd166"/>
     <line x1="600" y1="60" x2="600" y2="570" stroke="#ffffff" stroke-width="8"/>
     <circle cx="600" cy="315" r="34" fill="#ffffff"/>
     <path d="M585 300 L572 315 L585 330 M615 300 L628 315 L615 330" fill="none" stroke="#4e279b" stroke-width="6" stroke-linecap="round"/>`,
  ),
  'chup-flat-lay-quan-ao-cho-thu-do-ao': frame(
    { from: '#f6f1ff', to: '#d4c0ff', glow: '#ffffff' },
    `<g opacity="0.35">${[0, 1, 2, 3].map((i) => `<rect x="${-80 + i * 120}" y="-50" width="50" height="760" fill="#ffffff" transform="rotate(-28 600 315)"/>`).join('')}</g>
     <rect x="330" y="70" width="540" height="490" rx="18" fill="#ffffff" filter="url(#soft)" opacity="0.6"/>
     <rect x="340" y="60" width="520" height="490" rx="16" fill="#fdfcff"/>
     ${shirt(600, 300, 1.05, '#7745de')}
     <circle cx="600" cy="250" r="7" fill="#ffffff"/><circle cx="600" cy="300" r="7" fill="#ffffff"/><circle cx="600" cy="350" r="7" fill="#ffffff"/>`,
  ),
  'chon-anh-nguoi-mau-cho-thu-do-ao': frame(
    { from: '#fff4ef', to: '#ffc9bd', glow: '#ffffff' },
    `<rect x="440" y="40" width="320" height="550" rx="22" fill="#ffffff"/>
     <g stroke="#f0645a" stroke-opacity="0.35" stroke-width="3">
       <line x1="547" y1="40" x2="547" y2="590"/><line x1="653" y1="40" x2="653" y2="590"/>
       <line x1="440" y1="223" x2="760" y2="223"/><line x1="440" y1="407" x2="760" y2="407"/>
     </g>
     ${figure(600, 380, '#f0645a', '<path d="M-48 -160 Q0 -225 48 -160 L52 -95 L-52 -95 Z" fill="#4e279b"/>')}
     <rect x="545" y="500" width="30" height="70" fill="#381c70"/><rect x="625" y="500" width="30" height="70" fill="#381c70"/>`,
  ),
  'anh-sang-chup-chan-dung-tai-salon': frame(
    { from: '#1a1033', to: '#4e279b', glow: '#ffd9a0' },
    `<rect x="150" y="110" width="200" height="300" rx="14" fill="#fff3de"/>
     <rect x="150" y="110" width="200" height="300" rx="14" fill="#ffd9a0" filter="url(#soft)" opacity="0.7"/>
     <line x1="250" y1="410" x2="250" y2="560" stroke="#b595fb" stroke-width="8"/>
     <path d="M300 260 L760 200 L760 470 L300 420 Z" fill="#ffd9a0" opacity="0.12"/>
     <g transform="translate(800 330)">
       <path d="M-40 -190 Q80 -230 120 -110 Q150 40 100 200 L-20 200 Q20 60 -40 -40 Z" fill="#2b1a4f"/>
       <path d="M-60 -150 Q-10 -200 50 -170 Q90 -120 70 -40 Q60 20 10 40 L-40 40 Q-70 0 -90 -40 Q-110 -60 -80 -90 Q-80 -130 -60 -150 Z" fill="#f3c9a8"/>
       <path d="M-60 -150 Q10 -230 90 -150 Q120 -60 90 60 Q60 -40 10 -120 Q-30 -130 -60 -150 Z" fill="#3b245f"/>
     </g>`,
  ),
  'tu-van-kieu-toc-cho-khach-bang-anh-xem-truoc': frame(
    { from: '#f6f1ff', to: '#ebe0ff', glow: '#ffffff' },
    [
      [260, '<path d="M-60 -40 Q0 -130 60 -40 L60 20 L-60 20 Z" fill="#4e279b"/>'],
      [600, '<path d="M-62 -40 Q0 -135 62 -40 L70 110 L-70 110 Z" fill="#7745de"/>'],
      [
        940,
        '<g fill="#d84b44">' +
          [-60, -30, 0, 30, 60]
            .map((dx) => `<circle cx="${dx}" cy="-70" r="32"/><circle cx="${dx}" cy="-10" r="26"/>`)
            .join('') +
          '</g>',
      ],
    ]
      .map(
        ([x, hair]) => `<g transform="translate(${x} 330)">
          <rect x="-140" y="-210" width="280" height="400" rx="20" fill="#ffffff"/>
          ${hair}
          <circle cx="0" cy="-30" r="48" fill="#f3c9a8"/>
          <path d="M-90 150 Q0 40 90 150 Z" fill="#b595fb"/>
        </g>`,
      )
      .join(''),
  ),
  'video-ngan-tiktok-shop-shopee-tu-anh-san-pham': frame(
    { from: '#ffe9e5', to: '#f0645a', glow: '#ffffff' },
    `<rect x="455" y="30" width="290" height="570" rx="40" fill="#1a1033"/>
     <rect x="470" y="60" width="260" height="510" rx="24" fill="#fff4ef"/>
     ${dress(600, 300, 1.05, '#7745de')}
     <circle cx="600" cy="470" r="40" fill="#1a1033" opacity="0.85"/>
     <path d="M588 448 L620 470 L588 492 Z" fill="#ffffff"/>
     <g fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.8">
       <path d="M380 220 Q340 315 380 410"/><path d="M330 190 Q270 315 330 440"/>
       <path d="M820 220 Q860 315 820 410"/><path d="M870 190 Q930 315 870 440"/>
     </g>`,
  ),
  'tu-van-size-va-form-dang-de-giam-doi-tra': frame(
    { from: '#effaf6', to: '#bfe7d8', glow: '#ffffff' },
    `${shirt(430, 330, 1.1, '#2f8f75')}
     <g transform="translate(820 330)">
       <circle r="150" fill="#ffd166"/><circle r="60" fill="#fff7dc"/>
       ${Array.from({ length: 36 }, (_, i) => `<line x1="0" y1="-150" x2="0" y2="${i % 3 === 0 ? -120 : -135}" stroke="#1a1033" stroke-width="4" transform="rotate(${i * 10})"/>`).join('')}
       <rect x="0" y="90" width="260" height="60" fill="#ffd166"/>
       ${Array.from({ length: 12 }, (_, i) => `<line x1="${20 + i * 20}" y1="90" x2="${20 + i * 20}" y2="${i % 2 ? 108 : 118}" stroke="#1a1033" stroke-width="4"/>`).join('')}
     </g>`,
  ),
  'xu-ly-nen-anh-san-pham-cho-san-thuong-mai': frame(
    { from: '#f4f4f7', to: '#dcdce6', glow: '#ffffff' },
    `<rect x="120" y="60" width="480" height="510" fill="#ffffff"/>
     <g fill="#d9d9e3">${Array.from({ length: 17 }, (_, row) => Array.from({ length: 8 }, (_, col) => ((row + col) % 2 ? `<rect x="${120 + col * 60}" y="${60 + row * 30}" width="60" height="30"/>` : '')).join('')).join('')}</g>
     <rect x="600" y="60" width="480" height="510" fill="#ffffff"/>
     <ellipse cx="600" cy="500" rx="230" ry="26" fill="#1a1033" opacity="0.18" filter="url(#soft)"/>
     <path d="M520 250 Q520 150 600 150 Q680 150 680 250" fill="none" stroke="#4e279b" stroke-width="22"/>
     <path d="M420 260 L780 260 L820 490 L380 490 Z" fill="#7745de"/>
     <rect x="570" y="300" width="60" height="36" rx="6" fill="#ffd166"/>`,
  ),
  'len-bo-suu-tap-theo-mua-voi-thu-do-ao': frame(
    { from: '#fff4e0', to: '#ffd0b5', glow: '#ffffff' },
    `<line x1="220" y1="130" x2="980" y2="130" stroke="#4e279b" stroke-width="12" stroke-linecap="round"/>
     <line x1="250" y1="130" x2="250" y2="600" stroke="#4e279b" stroke-width="10"/>
     <line x1="950" y1="130" x2="950" y2="600" stroke="#4e279b" stroke-width="10"/>
     ${[
       [420, '#d84b44'],
       [600, '#e0a526'],
       [780, '#2f8f75'],
     ]
       .map(
         ([x, colour]) =>
           `<path d="M${x} 130 L${x} 160" stroke="#381c70" stroke-width="5"/><path d="M${Number(x) - 40} 180 Q${x} 150 ${Number(x) + 40} 180" fill="none" stroke="#381c70" stroke-width="5"/>${dress(Number(x), 330, 0.95, String(colour))}`,
       )
       .join('')}
     <g fill="#f28fb0">${[
       [120, 80],
       [160, 120],
       [1080, 90],
       [1040, 140],
       [1100, 200],
     ]
       .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14"/>`)
       .join('')}</g>`,
  ),
};
