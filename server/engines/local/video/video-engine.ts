/**
 * The image-to-video studio's local engine ('local', preview quality; README.md): a camera move
 * over the still, made offline with sharp and Debian's ffmpeg. The clip takes the photo's
 * orientation (a portrait photo makes an upright 9:16 clip), moves in on the face or the person
 * (focal-point.ts) with the chosen motion style, pans only without a fixed camera, and adds a
 * quiet ambient bed when audio is asked. The prompt is not read: nothing in the picture moves
 * by itself, and the page says so.
 */
import { VIDEO_MODEL_CAPABILITIES } from '../../../../common/studios/video-models';
import type { EngineOutput, EngineRun, EngineVideoOutput } from '../../engine';
import { decodeModelPhotoAt } from '../image-io';
import type { VideoEngine, VideoInput } from '../../video-engine';
import { findFocus, focusOnFrame, LOOK_EDGE_PX } from './focal-point';
import { defaultFill } from './frame-canvas';
import { stillToVideo } from './still-to-video';

/** Width ÷ height of a landscape clip; an upright one is its inverse. */
const CLIP_ASPECT = 16 / 9;

/** The clip's size: the tier's height on the short side, 16:9 or 9:16 as the photo stands. */
export function clipSize(
  photo: { width: number; height: number },
  shortSide: number,
): { width: number; height: number } {
  const even = (value: number) => 2 * Math.round(value / 2);
  const longSide = even(shortSide * CLIP_ASPECT);
  return photo.height > photo.width
    ? { width: shortSide, height: longSide }
    : { width: longSide, height: shortSide };
}

async function animate(input: VideoInput, run: EngineRun): Promise<EngineVideoOutput> {
  await run.onPhase('analysing');
  // A small copy is all the focus and the photo's shape need; the frame is made from the file.
  const photo = await decodeModelPhotoAt(input.image.bytes, LOOK_EDGE_PX);
  const { focus } = await findFocus(photo);
  run.signal.throwIfAborted();

  await run.onPhase('processing');
  const shortSide = VIDEO_MODEL_CAPABILITIES.local.heights[input.resolution] ?? 480;
  const frame = clipSize(photo, shortSide);
  const fill = defaultFill(photo.width / photo.height, frame.width / frame.height);
  const fit = fill === 'crop' ? Math.max : Math.min;
  const scale = fit(frame.width / photo.width, frame.height / photo.height);

  await run.onPhase('generating');
  const clip = await stillToVideo(input.image.bytes, {
    ...frame,
    durationS: Number(input.duration),
    motion: input.motion,
    focus: focusOnFrame(focus, photo, frame, scale),
    fill,
    audio: input.generateAudio,
    fixedCamera: input.fixedCamera,
    posterType: 'jpeg',
  });
  run.signal.throwIfAborted();

  await run.onPhase('completing');
  const poster: EngineOutput = {
    bytes: clip.poster,
    contentType: 'image/jpeg',
    width: clip.width,
    height: clip.height,
  };
  return {
    kind: 'video',
    bytes: clip.video,
    contentType: 'video/mp4',
    width: clip.width,
    height: clip.height,
    durationMs: clip.durationMs,
    poster,
  };
}

export function createLocalVideoEngine(): VideoEngine {
  return { name: 'local', quality: 'preview', animate };
}
