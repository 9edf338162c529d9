/**
 * The slots every sharp decode and encode of this folder goes through: uploads to the library,
 * a generation's uploaded inputs, blog covers, avatars, and the results' thumbnails, plan caps
 * and watermarks (docs/architecture.md#image-and-video-tools). Like ffmpeg's (tool-slots.ts), a
 * call past the limit waits in line instead of being refused.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { createSlots } from './tool-slots';

/**
 * sharp runs each pipeline (`toBuffer`, `metadata`) as one job of libuv's threadpool, which holds
 * one of its threads from the first byte decoded to the last encoded; libvips then spreads the
 * pixels over threads of its own (`sharp.concurrency()`), not libuv's. The threadpool is also
 * what reads every file the server sends (the PWA's scripts, media) and runs zlib, DNS look-ups
 * and password hashing, and it has 4 threads unless UV_THREADPOOL_SIZE says otherwise. Two
 * pipelines at a time leave two of the four threads to file reads under any upload load.
 * UV_THREADPOOL_SIZE is not raised: libuv reads it once, when the pool first starts, which is
 * before the first line of our code runs (the module loader reads files through it; setting it
 * in main.ts was measured to change nothing), so only the process's environment could, and with
 * two slots there is no need.
 */
export const MAX_PARALLEL_IMAGE_WORK = 2;

export const imageSlots = createSlots(MAX_PARALLEL_IMAGE_WORK);

/**
 * libvips threads per picture: the cores shared among the slots, so that pictures in work never
 * ask for more threads than there are cores, and the event loop (which answers every request)
 * is not left queueing behind them for a core. sharp's default, one thread per core for every
 * picture, put four busy threads on two cores during a flood and made it slower on both counts
 * (`npm run bench -- uploads`). The setting is sharp's, for the whole process: the engines'
 * pictures get the same share.
 */
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / MAX_PARALLEL_IMAGE_WORK)));
