/**
 * The shipped sample models and garments as the pipeline needs them: their bytes (to store as a
 * generation's input) and a model's known body anchors (so the engine may skip pose detection).
 * The real catalog is shipped-samples.ts; tests give their own.
 */
import type { SampleKind } from '../../../common/studios/studio';
import type { BodyAnchors } from '../../engines/engine';

export type { SampleKind };

export interface SampleCatalog {
  /** The sample's bytes when `id` names a sample of this kind; undefined otherwise. */
  read(id: string, kind: SampleKind): Promise<{ bytes: Buffer } | undefined>;
  /** A sample model's anchors, in the pixels of its file. */
  anchorsOf(id: string): BodyAnchors | undefined;
}
