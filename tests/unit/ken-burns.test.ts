/** The Ken Burns filter of the local video engine (server/engines/local/video/ken-burns.ts). */
import { describe, expect, it } from 'vitest';
import { defaultFill } from '../../server/engines/local/video/frame-canvas';
import { upscaleFactor, zoompanFilter } from '../../server/engines/local/video/ken-burns';

const plan = { width: 854, height: 480, frames: 150, fps: 30, focus: { x: 0.5, y: 0.4 } };

describe('Ken Burns', () => {
  it('upscales ×4 for 480p, ×3 for 720p and ×2 for 1080p (docs/engines.md#video-encoding)', () => {
    expect(upscaleFactor(854, 480)).toBe(4);
    expect(upscaleFactor(720, 1280)).toBe(3);
    expect(upscaleFactor(1920, 1080)).toBe(2);
  });

  it('asks zoompan for every frame at the output size and rate', () => {
    const filter = zoompanFilter({ ...plan, motion: 'natural' });
    expect(filter).toMatch(/^zoompan=z='1\+0\.1200\*/);
    expect(filter).toContain(':d=150:s=854x480:fps=30');
    expect(filter).toContain('on/149');
  });

  it('eases with smoothstep so the move starts and ends at rest', () => {
    expect(zoompanFilter({ ...plan, motion: 'subtle' })).toContain('ld(1)*(3-2*ld(1))');
  });

  it('keeps a subtle move on the focus and lets a dramatic one drift, inside the picture', () => {
    expect(zoompanFilter({ ...plan, motion: 'subtle' })).toContain("x='(0.5000+0.0000*");
    const dramatic = zoompanFilter({ ...plan, motion: 'dramatic', focus: { x: 0.95, y: 0.05 } });
    expect(dramatic).toContain("x='(0.8500+0.1500*");
    expect(dramatic).toContain("y='(0.1500+-0.1500*");
  });

  it('shows a still whole over a blur only when its shape differs a lot from the frame', () => {
    expect(defaultFill(3 / 4, 16 / 9)).toBe('blur');
    expect(defaultFill(4 / 3, 16 / 9)).toBe('blur');
    expect(defaultFill(16 / 10, 16 / 9)).toBe('crop');
  });

  it('holds a fixed camera on the focus: the zoom only, no drift', () => {
    const fixed = zoompanFilter({ ...plan, motion: 'dramatic', fixedCamera: true });
    expect(fixed).toMatch(/^zoompan=z='1\+0\.3500\*/);
    expect(fixed).toContain("x='(0.5000+0.0000*");
    expect(fixed).toContain("y='(0.4000+0.0000*");
  });
});
