/**
 * A picture chosen for one of a studio's inputs, as the studio shows it and as it is kept on
 * the device with a saved run (README.md "Saved runs"): the preview URL is rebuilt after a
 * reload, everything else is kept as chosen.
 */
import type { Generation } from '../../../common/contracts/generations';
import { STUDIOS, type ServiceSlug } from '../../../common/studios/studios';
import type { InputSource } from './studio-request';

/** Where a picture came from: the image picker's tabs. */
export type PickOrigin = 'gallery' | 'sample' | 'asset';

export interface PickedImage {
  /** Names the choice across tabs and reloads: `sample:<id>`, `gallery:<id>`, `asset:<id>`. */
  key: string;
  source: InputSource;
  /** What the studio shows: an object URL, a sample's file or a signed URL. */
  previewUrl: string;
  label: string;
  origin: PickOrigin;
}

/**
 * A pick as kept: its source (a blob for uploads), its label and whatever else the studio put on
 * it (try-on's garment category); a sample keeps its public file, object and signed URLs are not
 * kept.
 */
export type StoredPick<Pick extends PickedImage = PickedImage> = Omit<Pick, 'previewUrl'> & {
  sampleUrl?: string;
};

export function toStoredPick<Pick extends PickedImage>(pick: Pick | null): StoredPick<Pick> | null {
  if (!pick) return null;
  const { previewUrl, ...kept } = pick;
  return { ...kept, sampleUrl: pick.source.kind === 'sample' ? previewUrl : undefined };
}

/**
 * A kept pick shown again: an upload from its blob, a sample from its file, an asset from the
 * generation's copy of the input (by the input's role), when there is one.
 */
export function fromStoredPick<Pick extends PickedImage>(
  stored: StoredPick<Pick> | null | undefined,
  context: {
    service: ServiceSlug;
    field: string;
    generation: Generation | null;
    objectUrl: (blob: Blob) => string;
  },
): Pick | null {
  if (!stored) return null;
  const { sampleUrl, ...pick } = stored;
  const { service, field, generation, objectUrl } = context;
  const role = STUDIOS[service].inputs.find((input) => input.field === field)?.role;
  const input = generation?.inputs.find((candidate) => candidate.role === role);
  const previewUrl =
    pick.source.kind === 'file' ? objectUrl(pick.source.blob) : (sampleUrl ?? input?.url ?? '');
  return { ...pick, previewUrl } as unknown as Pick;
}
