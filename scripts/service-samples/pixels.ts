/** Small per-pixel helpers the sample recipes need and sharp does not offer directly. */
import sharp, { type OutputInfo, type Sharp } from 'sharp';

interface RawImage {
  data: Buffer;
  info: OutputInfo;
}

async function raw(image: Buffer): Promise<RawImage> {
  return sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

function fromRaw({ data, info }: RawImage): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** A gamma tone curve: gamma > 1 lifts shadows and mid-tones, leaving black and white in place. */
export async function toneCurve(image: Buffer, gamma: number): Promise<Sharp> {
  const lut = Uint8Array.from({ length: 256 }, (_, value) =>
    Math.round(255 * (value / 255) ** (1 / gamma)),
  );
  const pixels = await raw(image);
  for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = lut[pixels.data[i]!]!;
  return fromRaw(pixels);
}

/** The value below which `fraction` of a channel's pixels fall. */
function percentile(data: Buffer, channel: number, channels: number, fraction: number): number {
  const histogram = new Array<number>(256).fill(0);
  for (let i = channel; i < data.length; i += channels) histogram[data[i]!]! += 1;
  const target = (data.length / channels) * fraction;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value]!;
    if (seen >= target) return value;
  }
  return 255;
}

/**
 * White-patch white balance: the brightest tones (99.5th percentile of each channel) are taken
 * to be white, and each channel is scaled so that they become neutral.
 */
export async function whiteBalance(image: Buffer): Promise<Sharp> {
  const pixels = await raw(image);
  const { channels } = pixels.info;
  const whites = [0, 1, 2].map((channel) => percentile(pixels.data, channel, channels, 0.995));
  const target = Math.max(...whites);
  return fromRaw(pixels).linear(
    whites.map((white) => target / Math.max(white, 1)),
    [0, 0, 0],
  );
}
