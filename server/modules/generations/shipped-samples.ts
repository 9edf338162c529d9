/**
 * The sample catalog of common/samples.ts as the pipeline reads it: a sample's picture is the
 * file `public<file>` (what the PWA shows), and a sample model's anchors come with it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSample } from '../../../common/samples';
import type { SampleCatalog } from './sample-catalog';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

export function createShippedSamples(publicDir = PUBLIC_DIR): SampleCatalog {
  const root = path.resolve(publicDir);
  return {
    async read(id, kind) {
      const sample = findSample(id);
      if (!sample || sample.kind !== kind) return undefined;
      const file = path.resolve(root, `.${sample.file}`);
      // The catalog is ours, but a path that leaves public/ is never read.
      if (!file.startsWith(root + path.sep)) return undefined;
      return { bytes: await readFile(file) };
    },
    anchorsOf: (id) => findSample(id)?.anchors,
  };
}
