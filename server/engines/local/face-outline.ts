/**
 * Facemesh's outlines (MediaPipe's 468-point face mesh), as the indices of their points in order
 * around each shape: the face, the eyes and the lips. Every local module that cuts out or keeps a
 * face reads them here.
 */

/** The face's outline (MediaPipe's FACE_OVAL), forehead point first. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148,
  176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;

/** The eyes' outlines (MediaPipe's LEFT_EYE and RIGHT_EYE). */
export const EYES = [
  [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
] as const;

/** The eyebrows' outlines, lower edge then upper. */
export const BROWS = [
  [46, 53, 52, 65, 55, 107, 66, 105, 63, 70],
  [276, 283, 282, 295, 285, 336, 296, 334, 293, 300],
] as const;

/** The lips' outer outline (MediaPipe's LIPS, outer ring). */
export const LIPS = [
  61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185,
] as const;
