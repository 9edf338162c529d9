/**
 * Real HEIC and AVIF files for the tests, made when they run (no binary is committed): Debian's
 * `heif-enc` (package libheif-examples) encodes a PNG. It has no rotation option, so
 * `withRotation` writes the `irot` transform an iPhone writes into the encoded file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type HeifFormat = 'heic' | 'avif';

/** Encodes a PNG as HEIC (HEVC) or AVIF (AV1) with heif-enc. */
export function encodeHeif(png: Uint8Array, format: HeifFormat): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'heif-enc-'));
  try {
    const input = path.join(dir, 'in.png');
    const output = path.join(dir, `out.${format}`);
    writeFileSync(input, png);
    runHeifEnc([...(format === 'avif' ? ['--avif'] : []), '-q', '90', '-o', output, input]);
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runHeifEnc(args: string[]): void {
  try {
    execFileSync('heif-enc', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'heif-enc was not found: the HEIC and AVIF tests need it to make their files. ' +
          'Install Debian\'s "libheif-examples" (apt-get install libheif-examples).',
      );
    }
    throw error;
  }
}

interface Box {
  type: string;
  start: number;
  size: number;
  /** Where the children start: after the header, and after version and flags for `meta`. */
  body: number;
}

function childBoxes(file: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let start = from; start + 8 <= to;) {
    const size = file.readUInt32BE(start);
    const type = file.toString('latin1', start + 4, start + 8);
    boxes.push({ type, start, size, body: start + (type === 'meta' ? 12 : 8) });
    if (size < 8) break;
    start += size;
  }
  return boxes;
}

function child(file: Buffer, parent: { body: number; start: number; size: number }, type: string) {
  const found = childBoxes(file, parent.body, parent.start + parent.size).find(
    (box) => box.type === type,
  );
  if (!found) throw new Error(`no ${type} box where heif-enc writes one`);
  return found;
}

/**
 * The file with its picture turned `quarterTurns` x 90 degrees anticlockwise on display, as an
 * `irot` property (ISO/IEC 23008-12 6.5.10). heif-enc writes a `pixi` property last in `ipco`,
 * associated with the picture; it is overwritten in place by an `irot` box of the same size (the
 * angle, then zeros a reader skips), so no offset in the file moves and the association now
 * names the rotation.
 */
export function withRotation(heif: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const file = Buffer.from(heif);
  const whole = { body: 0, start: 0, size: file.length };
  const ipco = child(file, child(file, child(file, whole, 'meta'), 'iprp'), 'ipco');
  const pixis = childBoxes(file, ipco.body, ipco.start + ipco.size).filter(
    (box) => box.type === 'pixi',
  );
  // With an alpha plane there are two pictures, and the first `pixi` may be the alpha's.
  if (pixis.length !== 1) throw new Error('withRotation takes a picture without transparency');
  const pixi = pixis[0]!;
  file.write('irot', pixi.start + 4, 'latin1');
  file.fill(0, pixi.start + 8, pixi.start + pixi.size);
  file.writeUInt8(quarterTurns, pixi.start + 8);
  return file;
}

/**
 * The file with its `ispe` property (the picture's size, read before any pixel is decoded)
 * claiming `width` x `height`: only a decoder that trusted the header would allocate for it.
 */
export function claimingSize(heif: Buffer, width: number, height: number): Buffer {
  const file = Buffer.from(heif);
  const whole = { body: 0, start: 0, size: file.length };
  const ipco = child(file, child(file, child(file, whole, 'meta'), 'iprp'), 'ipco');
  const ispe = child(file, ipco, 'ispe');
  // A full box: size, type, version and flags, then the width and height.
  file.writeUInt32BE(width, ispe.start + 12);
  file.writeUInt32BE(height, ispe.start + 16);
  return file;
}
