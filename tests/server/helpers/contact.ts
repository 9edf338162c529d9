/** Factories for contact-form tests: real files, the multipart body a browser sends, row counts. */
import sharp from 'sharp';
import { queryRows, type TestApp } from '../test-app';
import { nextIp } from './accounts';

export interface FormFile {
  name: string;
  bytes: Uint8Array;
}

const image = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } });
export const pngFile = async (name = 'anh-loi.png') => ({
  name,
  bytes: await image().png().toBuffer(),
});
export const jpegFile = async (name = 'anh.jpg') => ({
  name,
  bytes: await image().jpeg().toBuffer(),
});
export const webpFile = async (name = 'anh.webp') => ({
  name,
  bytes: await image().webp().toBuffer(),
});
export const pdfFile = (name = 'hoa-don.pdf') => ({
  name,
  bytes: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
});
/** A Windows executable's first bytes, under an image's name. */
export const renamedExecutable = (name = 'anh-dep.png') => ({
  name,
  bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]),
});
/** A real PNG signature followed by padding to `bytes` in all. */
export const paddedPng = (bytes: number, name = 'lon.png') => ({
  name,
  bytes: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(bytes - 8),
  ]),
});

export const VALID_FIELDS = {
  first_name: 'Lan',
  last_name: 'Nguyễn',
  email: 'lan.nguyen@example.vn',
  phone: '+84 912 345 678',
  topic: 'technical_support',
  description: 'Ảnh thử đồ của tôi bị mờ ở phần tay áo, nhờ đội hỗ trợ xem giúp.',
  language: 'vi',
};

/** POST /api/contact as multipart/form-data, as the page's FormData sends it. */
export async function sendContact(
  server: TestApp,
  fields: Record<string, string> = VALID_FIELDS,
  files: FormFile[] = [],
  remoteAddress = nextIp(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return server.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** How many messages and attachments are stored. */
export async function storedCounts(server: TestApp) {
  const [row] = await queryRows<{ messages: number; attachments: number }>(
    server.database,
    `SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
            (SELECT count(*)::int FROM contact_attachments) AS attachments`,
  );
  return row!;
}
