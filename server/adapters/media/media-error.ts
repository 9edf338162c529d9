/** Why an upload's bytes were refused; the assets service turns each reason into an HTTP error. */
export const MEDIA_PROBLEMS = {
  /** The image does not decode: damaged, truncated, or not the format its first bytes claim. */
  corruptImage: 'corrupt_image',
  /** The bytes say HEIC but libheif finds no picture it can decode in them. */
  heicUnreadable: 'heic_unreadable',
  /** The image has more than MAX_DECODE_PIXELS pixels (a decompression bomb). */
  imageTooLarge: 'image_too_large',
  /** ffprobe finds no video stream it can read, or ffmpeg cannot take a frame from it. */
  corruptVideo: 'corrupt_video',
  /** A frame is over MAX_VIDEO_EDGE_PX on a side or over MAX_VIDEO_PIXELS (read from headers). */
  videoTooLarge: 'video_too_large',
  /** The video is longer than MAX_VIDEO_DURATION_S. */
  videoTooLong: 'video_too_long',
} as const;
export type MediaProblem = (typeof MEDIA_PROBLEMS)[keyof typeof MEDIA_PROBLEMS];

export class MediaError extends Error {
  override name = 'MediaError';

  constructor(
    readonly problem: MediaProblem,
    cause?: unknown,
  ) {
    super(problem, { cause });
  }
}
