/**
 * Object URLs for the pictures a studio shows from blobs (uploads, kept picks), made on demand
 * and revoked when the studio closes: a pick outlives the picker that made it.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useObjectUrls(): (blob: Blob) => string {
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  }, []);
}
