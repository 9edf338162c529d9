/** Renders manifest/icon-source.ts into public/ (icons, favicon). Run with `npm run icons`. */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { maskableIconSvg, roundedIconSvg } from '../manifest/icon-source';

const PUBLIC = new URL('../public/', import.meta.url);
const ICONS = new URL('icons/', PUBLIC);

async function png(svg: string, size: number, file: URL): Promise<Buffer> {
  const buffer = await sharp(Buffer.from(svg), { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, buffer);
  return buffer;
}

/** A one-image ICO that wraps a PNG (every current browser reads PNG-in-ICO). */
function icoFromPng(pngBuffer: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngBuffer.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, pngBuffer]);
}

await mkdir(ICONS, { recursive: true });
const rounded = roundedIconSvg();
await writeFile(new URL('icon.svg', ICONS), rounded);
await png(rounded, 192, new URL('pwa-192x192.png', ICONS));
await png(rounded, 512, new URL('pwa-512x512.png', ICONS));
await png(maskableIconSvg(), 512, new URL('maskable-512x512.png', ICONS));
await png(maskableIconSvg(), 180, new URL('apple-touch-icon-180x180.png', ICONS));
const favicon = await png(rounded, 48, new URL('favicon-48x48.png', ICONS));
await writeFile(new URL('favicon.ico', PUBLIC), icoFromPng(favicon, 48));
console.log('Icons written to public/icons and public/favicon.ico');
