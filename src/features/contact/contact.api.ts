/**
 * POST /api/contact: the form's fields and files as one multipart body
 * (docs/product-rules.md#api-calls).
 */
import type { ContactFields, ContactResponse } from '../../../common/contracts/contact';
import { apiRequest } from '../../lib/api/client';

/** The text fields as typed (the server normalises the phone). */
export type ContactFieldsInput = Record<keyof ContactFields, string>;

export function sendContactMessage(fields: ContactFieldsInput, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return apiRequest<ContactResponse>('/api/contact', { body: form, auth: false });
}
