/**
 * Reads POST /api/ai/<service> for any studio from its registry entry (docs/studios.md "The
 * route"): multipart, or JSON for API clients that only pick assets or samples. Each input of
 * the entry is a file part `<field>`, an `<field>_asset_id` or an `<field>_sample_id`; every
 * other field is a parameter, validated by the entry's schema. Files are read whole up to
 * MAX_UPLOAD_BYTES; past it the request is a 413, never a half file.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validateStudioParams } from '../../../common/studios/params-schema';
import type { StudioInput } from '../../../common/studios/studio';
import { STUDIOS, type ServiceSlug, type StudioParams } from '../../../common/studios/studios';
import { assetNotFound, fileTooLarge } from '../assets/asset-errors';
import { conflictingInput, invalidParams, missingInputs } from './generation-errors';
import type { InputSource } from './generation-inputs.service';
import { nulCharacterError, nulCharacterPath } from '../../http/nul-characters';

/** A request as the pipeline takes it: its inputs by field and its validated parameters. */
export interface StudioRequest<Service extends ServiceSlug = ServiceSlug> {
  service: Service;
  inputs: Partial<Record<string, InputSource>>;
  params: StudioParams<Service>;
}

type Fields = Record<string, string | string[] | unknown>;

const uuid = z.uuid();
const SOURCE_SUFFIXES = ['_asset_id', '_sample_id'];

export async function readStudioRequest<Service extends ServiceSlug>(
  request: FastifyRequest,
  service: Service,
): Promise<StudioRequest<Service>> {
  const studio = STUDIOS[service];
  const fileFields = new Set(studio.inputs.map((input) => input.field));
  const { fields, files } = request.isMultipart()
    ? await readMultipart(request, fileFields)
    : { fields: bodyFields(request.body), files: new Map<string, Buffer>() };
  const inputs: Partial<Record<string, InputSource>> = {};
  for (const input of studio.inputs) inputs[input.field] = sourceOf(input, fields, files);
  const required = studio.inputs.filter((input) => input.required).map((input) => input.field);
  const missing = required.filter((field) => !inputs[field]);
  if (missing.length > 0) throw missingInputs(required, missing);
  const validation = validateStudioParams(service, paramFields(fields, studio.inputs));
  if (!validation.ok) throw invalidParams(validation.issues);
  return { service, inputs, params: validation.params };
}

/** The one way an input was given; undefined when it was not given at all. */
function sourceOf(
  { field }: StudioInput,
  fields: Fields,
  files: Map<string, Buffer>,
): InputSource | undefined {
  const file = files.get(field);
  const assetId = textOf(fields[`${field}_asset_id`]);
  const sampleId = textOf(fields[`${field}_sample_id`]);
  const given = [file, assetId, sampleId].filter(Boolean);
  if (given.length > 1) throw conflictingInput(field);
  if (file) return { kind: 'file', bytes: file };
  if (assetId) {
    // Not an id at all: as unknown as an id that is not the user's.
    if (!uuid.safeParse(assetId).success) throw assetNotFound();
    return { kind: 'asset', id: assetId };
  }
  if (sampleId) return { kind: 'sample', id: sampleId };
  return undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** Every field that does not name an input: the parameters, for the schema to judge. */
function paramFields(fields: Fields, inputs: readonly StudioInput[]): Record<string, unknown> {
  const inputFields = new Set(
    inputs.flatMap(({ field }) => [field, ...SOURCE_SUFFIXES.map((suffix) => field + suffix)]),
  );
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !inputFields.has(name)));
}

async function readMultipart(request: FastifyRequest, fileFields: Set<string>) {
  const fields: Record<string, string | string[]> = {};
  const files = new Map<string, Buffer>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        // A repeated field is a list (an enum list parameter).
        const earlier = fields[part.fieldname];
        fields[part.fieldname] = earlier === undefined ? part.value : [earlier, part.value].flat();
      } else if (fileFields.has(part.fieldname)) {
        files.set(part.fieldname, await part.toBuffer());
      } else {
        // A file the studio does not take: read past it.
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw fileTooLarge();
    }
    throw error;
  }
  // The app's NUL guard sees no multipart field, and the parameters go to a JSON column.
  const nulField = nulCharacterPath(fields);
  if (nulField !== undefined) throw nulCharacterError(nulField);
  return { fields, files };
}

function bodyFields(body: unknown): Fields {
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
}
