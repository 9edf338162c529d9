/**
 * Product scenes drawn for the service samples, so every sample picture is ours: no downloaded
 * or third-party photo. Each scene is an SVG of the given size.
 */

export interface SceneSize {
  width: number;
  height: number;
}

const svg = ({ width, height }: SceneSize, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 720" preserveAspectRatio="xMidYMid slice"><defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>${defs}</defs>${body}</svg>`;

/** A folded shirt, a handbag and a plant on a wooden shop table, window light on the wall. */
export function shopTableScene(size: SceneSize): string {
  return svg(
    size,
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e6d6"/><stop offset="1" stop-color="#d9c4ad"/></linearGradient>
     <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8703f"/><stop offset="1" stop-color="#6e4422"/></linearGradient>
     <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fb8e8"/><stop offset="1" stop-color="#4f7fbf"/></linearGradient>
     <linearGradient id="bag" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9784d"/><stop offset="1" stop-color="#9e4726"/></linearGradient>
     <radialGradient id="light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.9"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`,
    `<rect width="960" height="720" fill="url(#wall)"/>
     <ellipse cx="700" cy="180" rx="260" ry="170" fill="url(#light)"/>
     <rect x="610" y="60" width="180" height="230" rx="8" fill="#fdf8ef" stroke="#c9b397" stroke-width="10"/>
     <path d="M700 60v230M610 175h180" stroke="#c9b397" stroke-width="8"/>
     <rect y="470" width="960" height="250" fill="url(#wood)"/>
     <path d="M0 500h960M0 560h960M0 630h960" stroke="#5c381b" stroke-opacity="0.35" stroke-width="3"/>
     <ellipse cx="330" cy="560" rx="190" ry="26" fill="#3b2413" opacity="0.45" filter="url(#soft)"/>
     <rect x="160" y="400" width="340" height="150" rx="14" fill="url(#shirt)"/>
     <path d="M280 400l50 46 50-46" fill="#dbe9fa" stroke="#3f6aa3" stroke-width="5"/>
     <path d="M330 446v100" stroke="#3f6aa3" stroke-width="4"/>
     <circle cx="330" cy="470" r="6" fill="#f5f5f5"/><circle cx="330" cy="500" r="6" fill="#f5f5f5"/><circle cx="330" cy="530" r="6" fill="#f5f5f5"/>
     <path d="M170 450h100M390 450h100" stroke="#3f6aa3" stroke-opacity="0.5" stroke-width="4"/>
     <ellipse cx="640" cy="575" rx="120" ry="20" fill="#3b2413" opacity="0.45" filter="url(#soft)"/>
     <path d="M580 380a60 70 0 0 1 120 0" fill="none" stroke="#7c3a1d" stroke-width="14"/>
     <path d="M540 400h200l-20 170h-160z" fill="url(#bag)"/>
     <rect x="620" y="430" width="40" height="26" rx="4" fill="#f2c46b"/>
     <ellipse cx="840" cy="560" rx="70" ry="16" fill="#3b2413" opacity="0.45" filter="url(#soft)"/>
     <path d="M790 470h100l-14 90h-72z" fill="#e8e1d6"/>
     <g fill="#3f8f4f"><ellipse cx="810" cy="410" rx="24" ry="62" transform="rotate(-25 810 410)"/><ellipse cx="870" cy="405" rx="24" ry="66" transform="rotate(22 870 405)"/><ellipse cx="840" cy="385" rx="22" ry="78"/></g>
     <g fill="#2f6e3c"><ellipse cx="825" cy="430" rx="14" ry="40" transform="rotate(-40 825 430)"/><ellipse cx="858" cy="430" rx="14" ry="40" transform="rotate(38 858 430)"/></g>`,
  );
}

/** A white dress on a rail beside a round mirror: plenty of white to show a colour cast. */
export function dressMirrorScene(size: SceneSize): string {
  return svg(
    size,
    `<linearGradient id="wall2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f7f5"/><stop offset="1" stop-color="#e4e4e0"/></linearGradient>
     <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9b79c"/><stop offset="1" stop-color="#a48e6e"/></linearGradient>
     <linearGradient id="dress" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9e9ea"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#dcdcde"/></linearGradient>
     <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe8ee"/><stop offset="0.6" stop-color="#b8c8d4"/><stop offset="1" stop-color="#9fb3c2"/></linearGradient>`,
    `<rect width="960" height="720" fill="url(#wall2)"/>
     <rect y="560" width="960" height="160" fill="url(#floor)"/>
     <path d="M0 600h960M0 650h960" stroke="#8a7458" stroke-opacity="0.4" stroke-width="3"/>
     <path d="M120 90h420" stroke="#9a9a9a" stroke-width="10" stroke-linecap="round"/>
     <path d="M330 90v40" stroke="#9a9a9a" stroke-width="6"/>
     <path d="M330 130l-70 40h140z" fill="none" stroke="#7d7d7d" stroke-width="6"/>
     <ellipse cx="330" cy="600" rx="170" ry="22" fill="#6b5a45" opacity="0.35" filter="url(#soft)"/>
     <path d="M280 160h100l20 110-30 20 90 290h-260l90-290-30-20z" fill="url(#dress)" stroke="#cfcfd2" stroke-width="3"/>
     <rect x="262" y="282" width="136" height="18" rx="4" fill="#1f2f5c"/>
     <path d="M250 420l-40 160M410 420l40 160M330 300v280" stroke="#d5d5d8" stroke-width="3"/>
     <circle cx="700" cy="300" r="170" fill="#c7a86a"/>
     <circle cx="700" cy="300" r="150" fill="url(#glass)"/>
     <path d="M610 220l60-60M630 260l90-90" stroke="#ffffff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>
     <rect x="640" y="500" width="120" height="26" rx="6" fill="#5c4a38"/>
     <path d="M655 526v74M745 526v74" stroke="#5c4a38" stroke-width="12"/>
     <rect x="80" y="470" width="90" height="120" rx="10" fill="#f2f2ef" stroke="#cfcfca" stroke-width="3"/>
     <path d="M95 470v-40h60v40" fill="none" stroke="#cfcfca" stroke-width="6"/>`,
  );
}

/** Sneakers, a cap and folded jeans on shelves, with fine knit and stitch detail. */
export function shelfScene(size: SceneSize): string {
  return svg(
    size,
    `<pattern id="knit" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8l4-8 4 8" fill="none" stroke="#7a1f2b" stroke-width="1.5"/></pattern>
     <pattern id="denim" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#3c5a8a"/><path d="M0 0v6" stroke="#5573a3" stroke-width="2"/></pattern>
     <linearGradient id="wall3" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe6e4"/><stop offset="1" stop-color="#c7d2cf"/></linearGradient>`,
    `<rect width="960" height="720" fill="url(#wall3)"/>
     <rect x="60" y="330" width="840" height="24" fill="#8c6a4a"/>
     <rect x="60" y="610" width="840" height="24" fill="#8c6a4a"/>
     <ellipse cx="300" cy="330" rx="170" ry="14" fill="#4b3a2a" opacity="0.35" filter="url(#soft)"/>
     <path d="M150 320c0-60 40-90 90-90 40 0 50 30 90 40l90 20c30 8 30 30 30 30z" fill="#fafafa" stroke="#9a9a9a" stroke-width="4"/>
     <path d="M150 320h300" stroke="#333333" stroke-width="14"/>
     <path d="M250 250l30 40M280 246l30 40M310 252l30 40" stroke="#9a9a9a" stroke-width="4"/>
     <path d="M330 300c40-6 70-10 110 0" stroke="#e2574c" stroke-width="12" fill="none" stroke-linecap="round"/>
     <ellipse cx="690" cy="330" rx="150" ry="14" fill="#4b3a2a" opacity="0.35" filter="url(#soft)"/>
     <path d="M580 320a110 100 0 0 1 220 0z" fill="#9b2335"/>
     <path d="M580 320a110 100 0 0 1 220 0z" fill="url(#knit)" opacity="0.7"/>
     <path d="M780 318h90c10 0 10 10 0 12h-100z" fill="#7a1b2a"/>
     <circle cx="690" cy="222" r="8" fill="#7a1b2a"/>
     <ellipse cx="480" cy="610" rx="260" ry="16" fill="#4b3a2a" opacity="0.35" filter="url(#soft)"/>
     <rect x="240" y="530" width="480" height="80" rx="10" fill="url(#denim)"/>
     <rect x="260" y="450" width="440" height="80" rx="10" fill="url(#denim)"/>
     <rect x="280" y="380" width="400" height="70" rx="10" fill="url(#denim)"/>
     <path d="M250 570h460M270 490h420M290 415h380" stroke="#e0b15a" stroke-width="3" stroke-dasharray="10 6"/>`,
  );
}
