/**
 * Where the PWA finds the person-segmentation model (the MediaPipe selfie model, vendored in
 * public/models with its NOTICE): on our own origin, never a CDN. The server reads the same
 * files from disk; the service worker precaches them, so on-device background removal works
 * offline (docs/studios.md "Image editing").
 */
export const PERSON_MODEL_URL = '/models/selfie.json';
/** The model's square input, in pixels. */
export const PERSON_MODEL_INPUT_PX = 256;
