/**
 * The profile picture: the media worker checks the photo, turns it upright and crops its
 * centre to a square of AVATAR_SIZE_PX before it is uploaded (the server crops again).
 */
import { useRef, useState } from 'react';
import { Avatar, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AVATAR_SIZE_PX, type Account } from '../../../common/contracts/account';
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_MB } from '../../../common/media';
import { CameraIcon, TrashIcon } from '../../components/icons';
import { mediaErrorMessage } from '../../components/media/media-error-message';
import { toaster } from '../../components/toaster';
import { mediaClient } from '../../lib/workers/media-client';
import { accountApi } from './account.api';

/** The avatar takes JPEG, PNG and WebP only: its refusal names those. */
const AVATAR_MESSAGE_VALUES = { acceptedTypes: ACCEPTED_IMAGE_LABEL };

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

interface AvatarEditorProps {
  account: Account;
  onChange: (account: Account) => void;
}

export function AvatarEditor({ account, onChange }: AvatarEditorProps) {
  const { t } = useTranslation('profile');
  const { t: tMedia } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const { user } = account;
  const name = user.name || user.email;

  const run = async (kind: 'upload' | 'remove', change: () => Promise<Account>) => {
    setBusy(kind);
    try {
      onChange(await change());
      toaster.create({
        type: 'success',
        title: kind === 'upload' ? t('details.avatarUpdated') : t('details.avatarRemoved'),
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('details.avatarFailed'),
        description: mediaErrorMessage(tMedia, error, undefined, AVATAR_MESSAGE_VALUES),
      });
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File) =>
    run('upload', async () => {
      const square = await mediaClient.prepareAvatar(file, AVATAR_SIZE_PX);
      return accountApi.uploadAvatar(square.blob, `avatar.${EXTENSION_OF[square.type] ?? 'jpg'}`);
    });

  return (
    <Stack gap="3" align={{ base: 'center', sm: 'start' }} flexShrink={0}>
      <Box position="relative">
        <Avatar.Root
          colorPalette="brand"
          css={{ '--avatar-size': 'sizes.28', '--avatar-font-size': 'fontSizes.3xl' }}
        >
          {user.photo_url && (
            <Avatar.Image
              src={user.photo_url}
              alt={t('details.avatarAlt', { name })}
              data-testid="avatar-image"
            />
          )}
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        {busy === 'upload' && (
          <Box
            position="absolute"
            inset="0"
            borderRadius="full"
            bg="blackAlpha.500"
            display="grid"
            placeItems="center"
            role="status"
            aria-label={t('details.avatarUploading')}
          >
            <Spinner color="white" />
          </Box>
        )}
      </Box>
      <HStack gap="2" flexWrap="wrap" justify={{ base: 'center', sm: 'start' }}>
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          loading={busy === 'upload'}
          disabled={busy !== null}
          data-testid="avatar-upload"
        >
          <CameraIcon /> {user.photo_url ? t('details.change') : t('details.upload')}
        </Button>
        {user.photo_url && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => void run('remove', accountApi.removeAvatar)}
            loading={busy === 'remove'}
            disabled={busy !== null}
            data-testid="avatar-remove"
          >
            <TrashIcon /> {t('details.remove')}
          </Button>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" maxW="56" textAlign={{ base: 'center', sm: 'start' }}>
        {t('details.avatarHint', { maxSize: MAX_UPLOAD_MB })}
      </Text>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file picked again is a new choice
          if (file) void upload(file);
        }}
      />
    </Stack>
  );
}
