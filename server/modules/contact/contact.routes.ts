/** POST /api/contact: the contact form as multipart/form-data (fields + `files`). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactFieldsSchema, contactResponseSchema } from '../../../common/contracts/contact';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import { perIpLimit } from '../../http/rate-limit';
import { CONTACT_MESSAGES_PER_IP_PER_HOUR } from './contact-limits';
import { readContactUpload } from './contact-upload';
import type { ContactService } from './contact.service';

/** Field-level problems as the error handler reports schema failures. */
function invalidFields(issues: { path: PropertyKey[]; message: string }[]): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  return new HttpError(400, ERROR_CODES.validation, 'The request is not valid', { fields });
}

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  // In this plugin's scope only: the limits are given per request (readContactUpload).
  await app.register(multipart);

  app.post(
    '/api/contact',
    {
      config: perIpLimit(CONTACT_MESSAGES_PER_IP_PER_HOUR),
      schema: {
        tags: ['contact'],
        summary:
          'Send a message to the team: first_name, last_name, email, phone, topic, description, language and up to 4 files (PNG, JPG, WebP, PDF; 5 MB each)',
        consumes: ['multipart/form-data'],
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readContactUpload(request);
      const parsed = contactFieldsSchema.safeParse(fields);
      if (!parsed.success) throw invalidFields(parsed.error.issues);
      return contact.submit(parsed.data, files);
    },
  );
};
