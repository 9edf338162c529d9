/**
 * The sample catalogue of the server tests: a model and a garment made with sharp, instead of
 * the shipped pictures (common/samples.ts), so a try-on on samples decodes real pixels quickly.
 */
import sharp from 'sharp';
import type { SampleCatalog } from '../../../server/modules/generations/sample-catalog';

export const SAMPLE_MODEL_ID = 'test-model';
export const SAMPLE_GARMENT_ID = 'test-garment';

/** Two samples made with sharp: a model and a garment. */
export function testSamples(): SampleCatalog {
  const files = {
    [SAMPLE_MODEL_ID]: { kind: 'model', make: () => solid(120, 160, '#c08060').jpeg().toBuffer() },
    [SAMPLE_GARMENT_ID]: { kind: 'garment', make: () => solid(80, 80, '#2040c0').png().toBuffer() },
  } as const;
  return {
    async read(id, kind) {
      const sample = files[id as keyof typeof files];
      return sample?.kind === kind ? { bytes: await sample.make() } : undefined;
    },
    anchorsOf: () => undefined,
  };
}

function solid(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } });
}
