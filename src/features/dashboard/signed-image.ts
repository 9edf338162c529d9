import type { Generation } from '../../../common/contracts/generations';
import type { CardImage } from '../../components/generation/GenerationCard';

/** A card's picture straight from the signed URLs the list carries. */
export function signedImage(generation: Generation): CardImage {
  const url = generation.result_thumbnail_url ?? generation.result_url;
  return url ? { state: 'ready', url } : { state: 'missing' };
}
