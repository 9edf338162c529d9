/**
 * The avatar uploaded on the profile page: any accepted image, stored as a square WebP under a
 * key of its own. Its URL is public but unguessable (the user's id and a random name), and never
 * changes for the same picture, so it is cached for good; a new picture gets a new key.
 */
import { randomBytes } from 'node:crypto';
import { AVATAR_SIZE_PX } from '../../../common/contracts/account';
import {
  ACCEPTED_IMAGE_LABEL,
  ACCEPTED_IMAGE_TYPES,
  type AcceptedImageType,
  SNIFF_BYTES,
  sniffMediaType,
} from '../../../common/media';
import { makeSquareAvatar } from '../../adapters/media/image-processor';
import { MediaError } from '../../adapters/media/media-error';
import type { Storage } from '../../adapters/storage/storage';
import { mediaRefused, unsupportedFileType } from '../assets/asset-errors';
import type { UserRecord } from '../auth/user.model';
import type { AccountRepository } from './account.repository';

const AVATAR_PREFIX = 'avatars';
const AVATAR_TYPE = 'image/webp';
const AVATAR_NAME = /^[0-9a-f]{24}\.webp$/;

/** Where the app loads an avatar from (served by account.routes.ts). */
export function avatarPath(avatarKey: string): string {
  return `/${avatarKey}`;
}

export function createAvatarService(deps: { accounts: AccountRepository; storage: Storage }) {
  const { accounts, storage } = deps;
  return {
    async replace(user: UserRecord, bytes: Uint8Array | null): Promise<UserRecord> {
      let key: string | null = null;
      if (bytes) {
        const type = sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
        if (!ACCEPTED_IMAGE_TYPES.includes(type as AcceptedImageType))
          throw unsupportedFileType(ACCEPTED_IMAGE_LABEL);
        const square = await makeSquareAvatar(bytes, AVATAR_SIZE_PX).catch((error: unknown) => {
          throw error instanceof MediaError ? mediaRefused(error.problem) : error;
        });
        key = `${AVATAR_PREFIX}/${user.id}/${randomBytes(12).toString('hex')}.webp`;
        await storage.put(key, square, AVATAR_TYPE);
      }
      const { before, after } = await accounts.replaceAvatar(user.id, key);
      if (before.avatarKey) await storage.delete(before.avatarKey);
      return after;
    },

    /** The stored avatar at `/avatars/<userId>/<name>`, or undefined. */
    async read(userId: string, name: string) {
      if (!AVATAR_NAME.test(name) || !/^[0-9a-f-]{36}$/.test(userId)) return undefined;
      return storage.get(`${AVATAR_PREFIX}/${userId}/${name}`);
    },
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
