/**
 * A quiet ambient sound bed made by ffmpeg itself (docs/engines.md#local-image-to-video):
 * low-passed brown noise under two soft sine tones, faded in and out. No audio file ships or is
 * fetched; the noise has a fixed seed, so the same clip always gets the same sound. Mean about
 * −36 dB.
 */

/** Sample rate of the bed, in Hz. */
const SAMPLE_RATE = 44_100;
/** Fade in and fade out, in seconds. */
const FADE_IN_S = 1;
const FADE_OUT_S = 1.5;

/** ffmpeg inputs (lavfi sources) of a bed lasting `durationS`. */
export function ambientInputs(durationS: number): string[] {
  const source = (graph: string) => ['-f', 'lavfi', '-t', String(durationS), '-i', graph];
  return [
    ...source(`anoisesrc=color=brown:amplitude=0.25:sample_rate=${SAMPLE_RATE}:seed=7`),
    ...source(`sine=frequency=110:sample_rate=${SAMPLE_RATE}`),
    ...source(`sine=frequency=164.81:sample_rate=${SAMPLE_RATE}`),
  ];
}

/**
 * The filter graph mixing the three inputs (numbered from `first`) into `[a]`. `amix` is followed
 * by a volume step instead of `normalize=0`, which older ffmpeg builds lack.
 */
export function ambientFilter(first: number, durationS: number): string {
  const fadeOut = Math.max(0, durationS - FADE_OUT_S);
  return [
    `[${first}:a]lowpass=f=500,volume=0.6[noise]`,
    `[${first + 1}:a]volume=0.08[low]`,
    `[${first + 2}:a]volume=0.05,tremolo=f=0.2:d=0.6[high]`,
    `[noise][low][high]amix=inputs=3,volume=3,afade=t=in:d=${FADE_IN_S},` +
      `afade=t=out:st=${fadeOut}:d=${FADE_OUT_S},aformat=channel_layouts=stereo[a]`,
  ].join(';');
}
