/**
 * Reads POST /api/ai/virtual-tryon (common/contracts/generations.ts): multipart with `model` and
 * `garment` each as a file part, an `<name>_asset_id` or an `<name>_sample_id`, and `category`.
 * A JSON body with the id fields is taken too (API clients that only pick assets or samples).
 * Files are read whole up to MAX_UPLOAD_BYTES; past it the request is a 413, never a half file.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { type GarmentCategory, garmentCategorySchema } from '../../../common/contracts/generations';
import { HttpError } from '../../http/errors';
import { assetNotFound, fileTooLarge } from '../assets/asset-errors';
import { conflictingInput, missingTryOnInputs } from './generation-errors';
import type { InputSource } from './generation-inputs.service';

export const TRYON_INPUT_NAMES = ['model', 'garment'] as const;
type InputName = (typeof TRYON_INPUT_NAMES)[number];

export interface TryOnForm {
  category: GarmentCategory;
  model: InputSource;
  garment: InputSource;
}

const uuid = z.uuid();

export async function readTryOnForm(request: FastifyRequest): Promise<TryOnForm> {
  const { fields, files } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: stringFields(request.body), files: new Map<string, Buffer>() };
  const model = sourceOf('model', fields, files);
  const garment = sourceOf('garment', fields, files);
  if (!model || !garment) throw missingTryOnInputs();
  const category = garmentCategorySchema.safeParse(fields.category);
  if (!category.success) {
    throw new HttpError(400, ERROR_CODES.validation, 'The request is not valid', {
      fields: { category: 'Choose a garment category: dresses, tops, bottoms or outerwear.' },
    });
  }
  return { category: category.data, model, garment };
}

/** The one way the input was given; undefined when it was not given at all. */
function sourceOf(
  name: InputName,
  fields: Record<string, string>,
  files: Map<string, Buffer>,
): InputSource | undefined {
  const file = files.get(name);
  const assetId = fields[`${name}_asset_id`]?.trim();
  const sampleId = fields[`${name}_sample_id`]?.trim();
  const given = [file, assetId, sampleId].filter(Boolean);
  if (given.length > 1) throw conflictingInput(name);
  if (file) return { kind: 'file', bytes: file };
  if (assetId) {
    // Not an id at all: as unknown as an id that is not the user's.
    if (!uuid.safeParse(assetId).success) throw assetNotFound();
    return { kind: 'asset', id: assetId };
  }
  if (sampleId) return { kind: 'sample', id: sampleId };
  return undefined;
}

async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if ((TRYON_INPUT_NAMES as readonly string[]).includes(part.fieldname)) {
        files.set(part.fieldname, await part.toBuffer());
      } else {
        // A file the contract does not know: read past it.
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw fileTooLarge();
    }
    throw error;
  }
  return { fields, files };
}

function stringFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
