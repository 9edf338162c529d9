/**
 * A post's cover: upload a picture (the server checks its bytes, turns it upright, scales it and
 * stores a WebP without metadata) or type the address of one on this site; the picture shows as
 * readers will see it.
 */
import { useRef, useState } from 'react';
import {
  AspectRatio,
  Box,
  Button,
  Field,
  HStack,
  Image,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_MB } from '../../../../common/media';
import { toaster } from '../../../components/toaster';
import { apiErrorText } from '../../../lib/api/error-text';
import { blogAdminApi } from './blog-admin.api';

interface CoverFieldProps {
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export function CoverField({ value, error, onValueChange, onBlur }: CoverFieldProps) {
  const { t } = useTranslation('admin-blog');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const cover = await blogAdminApi.uploadCover(file);
      onValueChange(cover.cover_image);
      toaster.create({ type: 'success', title: t('cover.uploaded') });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: t('cover.failed'),
        description: apiErrorText(t, failure, t('cover.failedLead')),
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="3" data-testid="cover-field">
      <AspectRatio ratio={16 / 9} maxW="md" borderRadius="lg" overflow="hidden" bg="bg.muted">
        {value ? (
          <Image src={value} alt="" objectFit="cover" data-testid="cover-preview" />
        ) : (
          <Box display="flex" alignItems="center" justifyContent="center" color="fg.muted">
            <Text fontSize="sm">{t('cover.none')}</Text>
          </Box>
        )}
      </AspectRatio>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          loading={uploading}
          data-testid="cover-upload"
        >
          {value ? t('cover.replace') : t('cover.upload')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('cover.hint', { maxSize: MAX_UPLOAD_MB })}
        </Text>
      </HStack>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        aria-label={t('cover.upload')}
        data-testid="cover-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file picked again is a new choice
          if (file) void upload(file);
        }}
      />
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t('fields.cover_image')}</Field.Label>
        <Input
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          placeholder="/blog-covers/…webp"
          data-testid="field-cover_image"
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('cover.addressHelp')}</Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
