/**
 * Line drawings for the hero slides: inline SVG, so the first screen needs no image download.
 * Decorative (aria-hidden): each slide's text says what it shows.
 */
import type { ReactNode } from 'react';

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 150" width="100%" height="100%" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function TryOnArt() {
  return (
    <Frame>
      <g {...line} opacity="0.9">
        <path d="M40 40a10 10 0 1 1 14 9l-4 6" />
        <path d="M50 55 20 75h60Z" />
        <path d="M32 85l-8 8 10 6v36h32V99l10-6-8-8-10-4a8 8 0 0 1-16 0Z" />
        <path d="M100 75h36m-10-10 10 10-10 10" opacity="0.7" />
        <circle cx="190" cy="34" r="12" />
        <path d="M174 56l-10 6-6 24 10 3 4-14v57h12v-34h8v34h12V75l4 14 10-3-6-24-10-6a16 16 0 0 1-28 0Z" />
      </g>
    </Frame>
  );
}

export function HairArt() {
  return (
    <Frame>
      <g {...line} opacity="0.9">
        <path d="M60 110c-18-8-24-30-16-52 8-22 34-32 56-22 20 9 26 30 20 50" />
        <path d="M58 60c14 4 36 2 50-12" />
        <path d="M70 112c2-14 0-26 4-40m26 40c-2-12 2-24 6-34" opacity="0.7" />
        <circle cx="172" cy="56" r="10" />
        <circle cx="172" cy="100" r="10" />
        <path d="M180 63l36 30M180 93l36-30" />
      </g>
    </Frame>
  );
}

export function VideoArt() {
  return (
    <Frame>
      <g {...line} opacity="0.9">
        <rect x="36" y="40" width="120" height="80" rx="10" opacity="0.45" />
        <rect x="56" y="26" width="120" height="80" rx="10" opacity="0.7" />
        <rect x="76" y="12" width="120" height="80" rx="10" />
        <path d="M126 38v28l22-14Z" />
        <path d="M76 128h120" />
        <circle cx="120" cy="128" r="5" />
      </g>
    </Frame>
  );
}

export function BodyArt() {
  return (
    <Frame>
      <g {...line} opacity="0.9">
        <circle cx="110" cy="24" r="11" />
        <path d="M92 44h36l8 40-10 2-6-24v74h-10v-46h-4v46h-10V62l-6 24-10-2Z" />
        <path
          d="M176 14v126m0-126h10m-10 21h6m-6 21h10m-10 21h6m-6 21h10m-10 21h6m-6 21h10"
          opacity="0.75"
        />
        <path d="M40 64h26m-26 24h26" opacity="0.6" />
      </g>
    </Frame>
  );
}
