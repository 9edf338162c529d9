/**
 * The sample models: studio display mannequins drawn by us (SVG) on the one parametric figure
 * (server/engines/local/body/), standing in a soft A-pose on a studio backdrop. Drawn people do
 * not trigger pose detectors, so each figure's shoulder and hip joints are known exactly from
 * its geometry and shipped as anchors in common/samples.ts.
 */
import { armOutline, baseLayer, bodyOutline } from '../../server/engines/local/body/figure-outline';
import { contours, hairShapes, shoes } from './mannequin-details';
import type { FigureSpec } from './mannequin-figures';
import { MODEL_HEIGHT, MODEL_WIDTH, Y, figureShape, frameOf } from './mannequin-geometry';

function defs(spec: FigureSpec, unit: number): string {
  const soft = (unit * 0.02).toFixed(1);
  const shift = (unit * 0.012).toFixed(1);
  const shiftY = (unit * 0.006).toFixed(1);
  return `
  <radialGradient id="backdrop" cx="0.5" cy="0.38" r="0.75">
    <stop offset="0" stop-color="${spec.backdrop[0]}"/><stop offset="1" stop-color="${spec.backdrop[1]}"/>
  </radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/>
  </linearGradient>
  <linearGradient id="skin" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${spec.skinLight}"/><stop offset="0.55" stop-color="${spec.skin}"/><stop offset="1" stop-color="${spec.skinShade}"/>
  </linearGradient>
  <linearGradient id="base" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${spec.base}"/><stop offset="1" stop-color="${spec.baseShade}"/>
  </linearGradient>
  <linearGradient id="shoe" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${spec.shoe}"/><stop offset="1" stop-color="${spec.baseShade}"/>
  </linearGradient>
  <filter id="volume" x="-20%" y="-10%" width="140%" height="120%" color-interpolation-filters="sRGB">
    <feGaussianBlur in="SourceAlpha" stdDeviation="${soft}" result="blur"/>
    <feOffset in="blur" dx="-${shift}" dy="-${shiftY}" result="toLeft"/>
    <feComposite in="SourceAlpha" in2="toLeft" operator="arithmetic" k2="1" k3="-1" result="rimRight"/>
    <feFlood flood-color="${spec.skinShade}" flood-opacity="0.85"/>
    <feComposite in2="rimRight" operator="in" result="shadow"/>
    <feOffset in="blur" dx="${shift}" dy="${shiftY}" result="toRight"/>
    <feComposite in="SourceAlpha" in2="toRight" operator="arithmetic" k2="1" k3="-1" result="rimLeft"/>
    <feFlood flood-color="#ffffff" flood-opacity="0.28"/>
    <feComposite in2="rimLeft" operator="in" result="light"/>
    <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="light"/><feMergeNode in="shadow"/></feMerge>
  </filter>
  <filter id="blur-s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(unit * 0.004).toFixed(1)}"/></filter>
  <filter id="blur-l" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(unit * 0.012).toFixed(1)}"/></filter>
  <filter id="curl" x="-20%" y="-20%" width="140%" height="140%">
    <feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="4" result="noise"/>
    <feDisplacementMap in="SourceGraphic" in2="noise" scale="${(unit * 0.008).toFixed(1)}"/>
  </filter>`;
}

/** The figure as an SVG document of MODEL_WIDTH × MODEL_HEIGHT. */
export function mannequinSvg(spec: FigureSpec): string {
  const frame = frameOf(spec);
  const { p, unit } = frame;
  const head = { rx: spec.neck * 1.75, ry: 0.062, cy: 0.062 };
  const [hx, hy] = p(0, head.cy);
  const hair = hairShapes(spec, frame, head);
  const shape = figureShape(spec);
  const body = bodyOutline(shape, frame);
  const [fx, fy] = p(0, Y.sole);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MODEL_WIDTH}" height="${MODEL_HEIGHT}" viewBox="0 0 ${MODEL_WIDTH} ${MODEL_HEIGHT}">
<defs>${defs(spec, unit)}<clipPath id="body-clip"><path d="${body}"/></clipPath></defs>
<rect width="${MODEL_WIDTH}" height="${MODEL_HEIGHT}" fill="url(#backdrop)"/>
<rect y="${(fy - unit * 0.12).toFixed(1)}" width="${MODEL_WIDTH}" height="${(MODEL_HEIGHT - fy + unit * 0.12).toFixed(1)}" fill="url(#floor)"/>
<ellipse cx="${fx}" cy="${(fy + unit * 0.004).toFixed(1)}" rx="${(unit * 0.2).toFixed(1)}" ry="${(unit * 0.018).toFixed(1)}" fill="#3b3029" opacity="0.32" filter="url(#blur-l)"/>
${hair.back}
<g filter="url(#volume)">
  <path d="${body}" fill="url(#skin)"/>
  <g clip-path="url(#body-clip)">
    ${contours(spec, frame)}
    <path d="${baseLayer(shape, frame)}" fill="url(#base)"/>
  </g>
</g>
<ellipse cx="${hx}" cy="${hy}" rx="${(head.rx * unit).toFixed(1)}" ry="${(head.ry * unit).toFixed(1)}" fill="url(#skin)" filter="url(#volume)"/>
<path d="${armOutline(shape, frame, 1)}" fill="url(#skin)" filter="url(#volume)"/>
<path d="${armOutline(shape, frame, -1)}" fill="url(#skin)" filter="url(#volume)"/>
${shoes(spec, frame)}
${hair.front}
</svg>`;
}
