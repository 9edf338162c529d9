/**
 * Body-generator samples: the local body module draws the figure of a set of parameters. The
 * "before" is the default figure of the same gender and skin tone, the "after" the requested
 * one, on the same scale; each carries a card with its numbers (before: top left, after: top
 * right, so the slider at rest shows both).
 */
import sharp from 'sharp';
import type { BodyParams } from '../../server/engines/local/body/body-params';
import { renderBody } from '../../server/engines/local/body/render-body';
import type { ServiceSample } from '../../src/features/marketing/services/service-samples';
import type { SampleMakers } from './sample-maker';

const DEFAULTS = {
  female: { gender: 'female', heightCm: 163, weightKg: 55 },
  male: { gender: 'male', heightCm: 172, weightKg: 68 },
} as const;

const BODIES: Record<string, BodyParams> = {
  curvy: {
    gender: 'female',
    heightCm: 160,
    weightKg: 70,
    bodyType: 'curvy',
    hipsCm: 108,
    skinTone: '#c98f66',
  },
  petite: { gender: 'female', heightCm: 152, weightKg: 45, bodyType: 'slim', skinTone: '#f0cdb4' },
  'tall-athletic': {
    gender: 'male',
    heightCm: 184,
    weightKg: 82,
    bodyType: 'athletic',
    chestCm: 104,
    waistCm: 80,
    skinTone: '#8c5b3d',
  },
};

const FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";

/** The numbers card: height and weight, then chest · waist · hips. */
function numbersCard(
  { width }: ServiceSample,
  side: 'left' | 'right',
  lines: [string, string],
): Buffer {
  const cardWidth = Math.round(width * 0.3);
  const cardHeight = Math.round(cardWidth * 0.36);
  const x =
    side === 'left' ? Math.round(width * 0.16) : width - cardWidth - Math.round(width * 0.03);
  // Below the slider's "Before" and "After" labels, which sit in the top corners.
  const y = Math.round(width * 0.1);
  const big = Math.round(cardHeight * 0.3);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y + cardHeight + 12}" font-family="${FONT}">
<defs><filter id="shadow" x="-20%" y="-30%" width="140%" height="160%"><feDropShadow dx="0" dy="2" stdDeviation="4" flood-color="#1a1033" flood-opacity="0.18"/></filter></defs>
<rect x="${x}" y="${y}" width="${cardWidth}" height="${cardHeight}" rx="${Math.round(cardHeight * 0.22)}" fill="#ffffff" fill-opacity="0.92" filter="url(#shadow)"/>
<text x="${x + cardWidth / 2}" y="${y + cardHeight * 0.45}" text-anchor="middle" font-size="${big}" font-weight="700" fill="#381c70">${lines[0]}</text>
<text x="${x + cardWidth / 2}" y="${y + cardHeight * 0.8}" text-anchor="middle" font-size="${Math.round(big * 0.78)}" fill="#6b6470">${lines[1]}</text>
</svg>`);
}

async function figure(params: BodyParams, size: ServiceSample, side: 'left' | 'right') {
  const { bytes, figure: drawn } = await renderBody(params, size);
  const { chestCm, waistCm, hipsCm } = drawn.girths;
  const lines: [string, string] = [
    `${params.heightCm} cm · ${params.weightKg} kg`,
    `${[chestCm, waistCm, hipsCm].map(Math.round).join(' · ')} cm`,
  ];
  return sharp(bytes).composite([{ input: numbersCard(size, side, lines), left: 0, top: 0 }]);
}

export const BODY_MAKERS: SampleMakers = Object.fromEntries(
  Object.entries(BODIES).map(([id, params]) => [
    id,
    async (size: ServiceSample) => ({
      before: await figure({ ...DEFAULTS[params.gender], skinTone: params.skinTone }, size, 'left'),
      after: await figure(params, size, 'right'),
    }),
  ]),
);
