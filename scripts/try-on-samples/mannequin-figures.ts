/**
 * The four shipped figures' looks and proportions: skin tones from fair to deep, slim to
 * curvy, one male. Half-widths are in statures (figure heights; the figure stands about 8
 * heads tall), as the one parametric figure takes them (server/engines/local/body/).
 */

export type Hair = 'bob' | 'bun' | 'crop' | 'puff';

/** One figure's look and proportions. */
export interface FigureSpec {
  id: string;
  /** Figure height as a share of the canvas height. */
  canvasShare: number;
  skin: string;
  skinShade: string;
  skinLight: string;
  base: string;
  baseShade: string;
  hair: Hair;
  hairColour: string;
  neck: number;
  /** Where the arm hangs from (the shoulder joint, shipped as an anchor). */
  shoulderJoint: number;
  chest: number;
  waist: number;
  hips: number;
  thigh: number;
  arm: number;
  shoe: string;
  backdrop: [string, string];
}

/** The four shipped figures: skin tones from fair to deep, slim to curvy, one male. */
export const FIGURES: readonly FigureSpec[] = [
  {
    id: 'model-linh',
    canvasShare: 0.9,
    skin: '#efcfb9',
    skinShade: '#b98a70',
    skinLight: '#fbe6d8',
    base: '#dcc9bd',
    baseShade: '#b7a193',
    hair: 'bob',
    hairColour: '#1f1a19',
    neck: 0.025,
    shoulderJoint: 0.082,
    chest: 0.082,
    waist: 0.06,
    hips: 0.092,
    thigh: 0.044,
    arm: 0.024,
    shoe: '#c8a996',
    backdrop: ['#eef1f4', '#c8d0d8'],
  },
  {
    id: 'model-mai',
    canvasShare: 0.88,
    skin: '#cf9870',
    skinShade: '#8d5a3c',
    skinLight: '#e6b893',
    base: '#c2987e',
    baseShade: '#976f58',
    hair: 'bun',
    hairColour: '#33211a',
    neck: 0.028,
    shoulderJoint: 0.09,
    chest: 0.1,
    waist: 0.083,
    hips: 0.118,
    thigh: 0.056,
    arm: 0.031,
    shoe: '#2b2522',
    backdrop: ['#f6efe6', '#dccdbd'],
  },
  {
    id: 'model-an',
    canvasShare: 0.92,
    skin: '#8c5b3d',
    skinShade: '#4a2c1b',
    skinLight: '#a97452',
    base: '#7a5f50',
    baseShade: '#4f3c32',
    hair: 'crop',
    hairColour: '#151111',
    neck: 0.032,
    shoulderJoint: 0.098,
    chest: 0.094,
    waist: 0.078,
    hips: 0.088,
    thigh: 0.047,
    arm: 0.031,
    shoe: '#2a2522',
    backdrop: ['#f3eee6', '#d6cbbd'],
  },
  {
    id: 'model-ngoc',
    canvasShare: 0.9,
    skin: '#e0ae86',
    skinShade: '#a26f4b',
    skinLight: '#efc7a6',
    base: '#cfa890',
    baseShade: '#a07d66',
    hair: 'puff',
    hairColour: '#2a1a14',
    neck: 0.026,
    shoulderJoint: 0.085,
    chest: 0.088,
    waist: 0.066,
    hips: 0.1,
    thigh: 0.048,
    arm: 0.026,
    shoe: '#8c5a48',
    backdrop: ['#f1ecf0', '#d4cad2'],
  },
];
