/**
 * The twenty hairstyle templates drawn as flat illustrations on the bust (bust.ts): each is
 * hair behind the head (`back`), hair over it (`front`) and a few lighter strokes that show
 * the hair's flow. Shapes follow each template's description in common/studios/hairstyle-
 * texts.ts: lengths, partings, fringes, curls and clipped sides.
 */
import type { HairstyleTemplateId } from '../../common/studios/hairstyle-changer';
import type { Figure } from './bust';

export const HAIR = '#3a2a21';
const SHADE = '#241911';
const SHINE = '#7a5a45';

export interface DrawnStyle {
  figure: Figure;
  back?: string;
  front: string;
}

const fill = (d: string, colour = HAIR) => `<path d="${d}" fill="${colour}"/>`;
const shade = (d: string) => fill(d, SHADE);
/** Lighter strokes along the hair's flow. */
const flow = (d: string, width = 2.5) =>
  `<path d="${d}" stroke="${SHINE}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="0.85"/>`;
/** Clipped or shaved hair: the hair's colour, thin over the skin. */
const stubble = (d: string) => `<path d="${d}" fill="${HAIR}" opacity="0.45"/>`;

/** Small circles along a line, for curls' outlines and texture. */
function curls(points: Array<[number, number]>, r: number, colour = HAIR): string {
  return points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`).join('');
}

function spirals(points: Array<[number, number]>, r: number): string {
  return points
    .map(
      ([x, y]) =>
        `<path d="M${x - r} ${y} a${r} ${r} 0 1 1 ${r} ${r} a${r * 0.6} ${r * 0.6} 0 1 1 ${-r * 0.5} ${-r * 0.7}" stroke="${SHINE}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A grid of points in a box, every `step`, rows offset: for curl textures. */
function grid(left: number, top: number, right: number, bottom: number, step: number) {
  const points: Array<[number, number]> = [];
  for (let y = top, row = 0; y <= bottom; y += step * 0.85, row++)
    for (let x = left + (row % 2) * (step / 2); x <= right; x += step) points.push([x, y]);
  return points;
}

export const STYLES: Record<HairstyleTemplateId, DrawnStyle> = {
  'long-straight-layer': {
    figure: 'female',
    back: fill(
      'M104 150 C92 220 84 290 80 352 L96 340 L104 360 L120 346 L132 364 L160 352 L188 364 L200 346 L216 360 L224 340 L240 352 C236 290 228 220 216 150Z',
    ),
    front:
      fill(
        'M100 196 C92 120 112 82 160 80 C208 82 228 120 220 196 L214 240 L206 226 L206 196 C206 156 190 134 146 126 C126 138 114 160 114 196 L114 226 L106 240Z',
      ) +
      fill('M106 240 L100 292 L112 278 L114 226Z') +
      fill('M214 240 L220 292 L208 278 L206 226Z') +
      flow(
        'M146 90 C170 100 196 130 204 190 M130 96 C112 130 108 180 106 230 M224 220 C230 270 232 310 232 340 M96 220 C90 270 88 310 88 340',
      ),
  },
  'long-loose-curls': {
    figure: 'female',
    back:
      fill(
        'M104 150 C82 186 100 214 84 246 C68 278 92 300 76 334 L244 334 C228 300 252 278 236 246 C220 214 238 186 216 150Z',
      ) +
      curls(
        [
          [84, 336],
          [108, 348],
          [134, 352],
          [186, 352],
          [212, 348],
          [236, 336],
        ],
        18,
      ),
    front:
      fill(
        'M100 196 C90 118 112 80 160 78 C208 80 230 118 220 196 C222 210 214 226 206 232 C208 200 204 150 174 130 C150 128 120 140 114 196 C106 226 98 212 100 196Z',
      ) +
      flow(
        'M96 200 C86 230 106 250 92 280 C80 306 100 320 92 340 M224 200 C234 230 214 250 228 280 C240 306 220 320 228 340 M112 230 C104 260 118 280 110 310 M208 230 C216 260 202 280 210 310 M150 92 C176 100 198 130 204 190',
        3,
      ) +
      spirals(
        [
          [92, 338],
          [126, 350],
          [194, 350],
          [228, 338],
        ],
        9,
      ),
  },
  'short-layered': {
    figure: 'female',
    back: fill('M102 160 C96 200 98 232 104 250 L216 250 C222 232 224 200 218 160Z'),
    front:
      fill(
        'M98 210 C86 140 106 72 162 70 C214 72 236 130 222 210 L232 240 L214 232 L210 196 C208 168 196 146 176 138 C160 150 138 158 122 160 L112 200 L110 234 L92 242Z',
      ) +
      fill('M122 160 C140 150 160 140 176 138 L150 162 L132 168Z', SHADE) +
      flow(
        'M128 84 C150 100 170 120 176 138 M168 78 C196 92 214 130 216 200 M112 110 C104 150 102 190 104 226',
      ),
  },
  'modern-bob': {
    figure: 'female',
    back: fill('M104 160 C96 210 96 240 98 262 L222 262 C224 240 224 210 216 160Z'),
    front:
      fill(
        'M98 262 C90 200 90 120 118 94 C134 82 150 80 166 80 C206 82 230 118 222 190 L224 262 L208 262 L206 200 C206 160 196 136 140 128 C122 142 114 170 114 200 L114 262Z',
      ) +
      shade('M98 256 L114 256 L114 262 L98 262Z M206 256 L224 256 L224 262 L206 262Z') +
      flow(
        'M140 90 C176 98 202 126 206 200 M124 104 C112 140 108 200 106 250 M214 150 C218 200 218 240 218 256',
      ),
  },
  'female-mullet-layer': {
    figure: 'female',
    back: fill(
      'M112 210 C110 250 118 290 122 324 L138 312 L148 330 L160 318 L172 330 L182 312 L198 324 C202 290 210 250 208 210Z',
    ),
    front:
      fill(
        'M98 214 C88 140 108 76 160 74 C212 76 232 140 222 214 L214 230 L208 206 C206 170 194 146 174 140 C166 152 160 160 160 160 C160 160 154 152 146 140 C126 146 114 170 112 206 L106 230Z',
      ) +
      flow(
        'M158 80 L160 158 M140 86 C124 110 112 150 110 200 M180 86 C196 110 208 150 210 200 M130 300 L128 320 M190 300 L192 320',
      ),
  },
  'hime-cut': {
    figure: 'female',
    back: fill('M100 150 C90 230 84 300 82 368 L238 368 C236 300 230 230 220 150Z'),
    front:
      fill(
        'M98 226 C90 140 110 80 160 78 C210 80 230 140 222 226 L206 226 L206 200 L206 160 L114 160 L114 200 L114 226Z',
      ) +
      shade('M114 154 L206 154 L206 160 L114 160Z') +
      flow(
        'M130 100 L130 152 M150 92 L150 152 M170 92 L170 152 M190 100 L190 152 M92 250 L90 360 M228 250 L230 360',
      ),
  },
  'pixie-cut': {
    figure: 'female',
    front:
      fill(
        'M104 176 C98 130 114 90 160 88 C204 90 222 126 216 176 L210 176 C208 150 200 134 184 126 C170 144 146 156 120 160 L112 176Z',
      ) +
      fill('M120 160 C140 152 166 140 184 126 C178 150 160 164 136 168Z', SHADE) +
      stubble('M104 176 L112 176 L112 200 L106 200Z M216 176 L210 176 L210 200 L216 200Z') +
      flow('M120 108 C150 104 176 112 196 130 M136 150 C158 142 174 132 184 126'),
  },
  'short-c-curl': {
    figure: 'female',
    back: fill(
      'M102 160 C94 220 96 270 104 300 C130 306 190 306 216 300 C224 270 226 220 218 160Z',
    ),
    front:
      fill(
        'M100 250 C90 180 96 100 150 82 C210 74 232 130 222 220 L222 262 C226 286 214 300 200 296 C212 286 210 270 206 262 L206 200 C206 160 196 136 154 128 C124 140 114 170 114 200 L114 262 C110 272 108 286 120 296 C106 300 94 286 100 262Z',
      ) +
      flow(
        'M150 90 C180 100 200 130 204 200 M126 104 C112 140 106 200 104 260 M212 232 C216 262 214 284 204 294 M108 232 C104 262 106 284 116 294',
      ),
  },
  'noodle-curls': {
    figure: 'female',
    back:
      fill('M96 120 C70 180 64 260 70 324 L250 324 C256 260 250 180 224 120Z') +
      curls(
        [
          ...grid(66, 150, 100, 330, 22),
          ...grid(220, 150, 254, 330, 22),
          [90, 336],
          [120, 342],
          [150, 340],
          [180, 342],
          [210, 340],
          [236, 334],
        ],
        13,
      ),
    front:
      fill(
        'M96 190 C84 120 110 70 160 66 C210 70 236 120 224 190 C214 170 206 148 160 140 C114 148 106 170 96 190Z',
      ) +
      curls(
        grid(98, 68, 222, 150, 20).filter(([x, y]) => y < 110 || x < 120 || x > 200),
        12,
      ) +
      curls(
        [
          [120, 150],
          [142, 144],
          [164, 146],
          [186, 144],
          [204, 152],
        ],
        12,
      ) +
      spirals(
        [
          ...grid(80, 170, 100, 320, 34),
          ...grid(220, 170, 240, 320, 34),
          ...grid(110, 80, 210, 130, 34),
        ],
        6,
      ),
  },
  'long-straight-middle-part': {
    figure: 'female',
    back: fill('M102 150 C92 230 86 300 84 372 L236 372 C234 300 228 230 218 150Z'),
    front:
      fill(
        'M98 240 C90 150 110 84 160 82 C210 84 230 150 222 240 L222 330 L208 330 L206 200 C204 150 182 126 160 124 C138 126 116 150 114 200 L112 330 L98 330Z',
      ) +
      `<path d="M160 84 L160 124" stroke="${SHADE}" stroke-width="3"/>` +
      flow('M154 90 C130 102 114 140 110 200 L108 320 M166 90 C190 102 206 140 210 200 L212 320'),
  },
  undercut: {
    figure: 'male',
    front:
      stubble(
        'M102 190 C98 160 100 140 108 128 L212 128 C220 140 222 160 218 190 L212 190 L210 150 L110 150 L108 190Z',
      ) +
      fill(
        'M104 146 C96 96 130 64 176 66 C212 70 232 100 220 146 C200 132 180 128 160 128 C140 128 122 134 104 146Z',
      ) +
      flow(
        'M120 118 C140 90 170 80 206 90 M130 132 C154 104 184 96 214 112 M116 104 C136 84 162 74 190 74',
      ),
  },
  'side-part': {
    figure: 'male',
    front:
      stubble('M102 196 L102 160 L110 160 L110 196Z M218 196 L218 160 L210 160 L210 196Z') +
      fill(
        'M100 172 C94 114 118 86 160 84 C204 86 226 114 220 172 L212 160 C208 140 196 130 176 126 C150 124 124 132 110 160Z',
      ) +
      `<path d="M134 88 C132 100 132 112 134 128" stroke="#c9b29e" stroke-width="3" fill="none"/>` +
      flow(
        'M138 96 C166 92 196 102 212 130 M138 110 C166 106 194 114 208 138 M132 96 C118 110 108 130 106 150',
      ),
  },
  mullet: {
    figure: 'male',
    back: fill(
      'M110 200 C108 250 112 296 116 318 L136 306 L150 322 L170 322 L184 306 L204 318 C208 296 212 250 210 200Z',
    ),
    front:
      fill(
        'M100 190 C92 120 116 82 160 80 C204 82 228 120 220 190 L212 190 C210 160 200 140 180 134 C166 146 146 150 124 146 C114 156 110 170 108 190Z',
      ) +
      flow(
        'M124 96 C150 90 180 94 204 116 M130 140 C150 136 168 130 180 124 M118 280 L122 306 M202 280 L198 306',
      ),
  },
  'short-quiff': {
    figure: 'male',
    front:
      stubble('M102 190 L102 150 L112 150 L112 190Z M218 190 L218 150 L208 150 L208 190Z') +
      fill(
        'M102 160 C98 118 114 92 134 84 C140 70 180 66 196 80 C216 90 224 120 218 160 C206 138 190 132 170 130 C154 128 128 130 110 150Z',
      ) +
      flow(
        'M140 128 C138 108 142 90 154 76 M160 128 C160 108 166 90 178 76 M180 128 C184 110 190 96 200 88',
      ),
  },
  pompadour: {
    figure: 'male',
    front:
      fill('M104 166 L104 150 L112 150 L112 166Z M216 166 L216 150 L208 150 L208 166Z', SHADE) +
      fill(
        'M102 156 C96 110 112 82 130 72 C136 50 190 44 206 64 C224 80 228 120 218 156 C204 140 186 134 164 132 C142 132 122 136 110 150Z',
      ) +
      flow(
        'M128 128 C122 100 134 70 168 58 M150 130 C146 104 156 78 190 64 M176 132 C176 110 186 88 208 76 M110 140 C120 120 150 108 200 112',
      ),
  },
  'mens-layer': {
    figure: 'male',
    back: fill('M104 170 C100 210 104 236 112 252 L208 252 C216 236 220 210 216 170Z'),
    front:
      fill(
        'M96 212 C88 130 114 80 160 78 C208 80 232 130 224 212 L212 204 L210 178 C206 164 196 156 184 154 L170 162 L156 154 L140 162 L126 156 C118 160 112 170 110 180 L108 204Z',
      ) +
      flow(
        'M130 92 C124 116 126 140 132 156 M160 86 C156 110 156 136 160 154 M190 92 C196 116 196 140 188 156 M104 170 C100 190 102 206 106 214 M216 170 C220 190 218 206 214 214',
      ),
  },
  'crew-cut': {
    figure: 'male',
    front:
      stubble(
        'M102 186 C96 130 116 100 160 98 C204 100 224 130 218 186 L210 186 C210 160 200 146 180 140 L140 140 C120 146 110 160 110 186Z',
      ) +
      fill(
        'M112 150 C120 112 140 102 160 100 C180 102 200 112 208 150 C196 140 180 136 160 136 C140 136 124 140 112 150Z',
      ) +
      flow('M128 126 C146 116 174 116 192 126', 2),
  },
  'two-block': {
    figure: 'male',
    front:
      stubble('M102 200 L102 168 L112 168 L112 200Z M218 200 L218 168 L208 168 L208 200Z') +
      fill(
        'M98 172 C88 112 116 78 160 76 C206 78 232 112 222 172 L212 176 C210 166 204 160 196 160 L180 166 L168 158 L152 166 L138 158 L124 166 C118 166 112 170 108 176Z',
      ) +
      flow(
        'M124 92 C124 120 128 146 134 160 M150 84 C148 114 150 140 156 160 M178 86 C184 114 184 140 178 160 M202 96 C210 120 210 146 204 162',
      ),
  },
  'french-crop': {
    figure: 'male',
    front:
      `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${HAIR}" stop-opacity="0.75"/><stop offset="1" stop-color="${HAIR}" stop-opacity="0.08"/></linearGradient></defs>` +
      '<path d="M102 196 L102 146 L114 146 L114 196Z M218 196 L218 146 L206 146 L206 196Z" fill="url(#fade)"/>' +
      fill('M104 150 C98 108 122 88 160 86 C198 88 222 108 216 150 L210 146 L110 146Z') +
      shade('M112 140 L208 140 L208 148 L112 148Z') +
      flow(
        'M124 110 L130 136 M140 100 L144 136 M158 96 L160 136 M176 98 L176 136 M194 106 L190 136',
        2.5,
      ),
  },
  mohican: {
    figure: 'male',
    front:
      stubble(
        'M104 190 C98 140 116 104 160 102 C204 104 222 140 216 190 L208 190 L206 150 L114 150 L112 190Z',
      ) +
      fill(
        'M138 142 L134 106 L142 84 L148 60 L158 80 L164 52 L172 80 L180 62 L184 88 L188 108 L182 142 C170 136 150 136 138 142Z',
      ) +
      flow('M146 130 L150 76 M164 128 L166 66 M178 130 L180 80', 2),
  },
};
