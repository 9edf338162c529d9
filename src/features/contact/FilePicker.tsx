/**
 * The contact form's attachments: a button that opens the file chooser, the chosen files with a
 * remove button each, and the help text (JPG, PNG and WebP images, or PDF;
 * docs/product-rules.md#contact-attachments).
 */
import { useRef } from 'react';
import { Button, Field, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_FILE_ACCEPT,
  MAX_CONTACT_FILE_MB,
  MAX_CONTACT_FILES,
  MAX_CONTACT_TOTAL_MB,
} from '../../../common/contracts/contact';
import { FileTextIcon, PaperclipIcon, XIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { useLanguage } from '../../lib/i18n/use-language';
import { LOCALE_OF } from '../../lib/i18n/languages';
import { admitFiles } from './contact-files';

interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
}

export function FilePicker({ files, onChange }: FilePickerProps) {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const size = (bytes: number) =>
    new Intl.NumberFormat(LOCALE_OF[language], {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, bytes / 1024));
  const limits = {
    max: MAX_CONTACT_FILES,
    maxMb: MAX_CONTACT_FILE_MB,
    totalMb: MAX_CONTACT_TOTAL_MB,
  };

  async function add(chosen: FileList | null) {
    const { accepted, refused } = await admitFiles(files, [...(chosen ?? [])]);
    if (accepted.length > 0) onChange([...files, ...accepted]);
    for (const { file, problem } of refused) {
      toaster.create({
        type: 'error',
        title: t('files.refused', { name: file.name }),
        description: t(`files.problems.${problem}`, limits),
      });
    }
    // The same file can be chosen again after it was removed.
    if (input.current) input.current.value = '';
  }

  return (
    <Field.Root>
      <Field.Label>{t('files.label')}</Field.Label>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={CONTACT_FILE_ACCEPT}
        aria-label={t('files.add')}
        onChange={(event) => void add(event.currentTarget.files)}
        data-testid="contact-file-input"
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={files.length >= MAX_CONTACT_FILES}
      >
        <PaperclipIcon /> {t('files.add')}
      </Button>
      <Field.HelperText>{t('files.help', limits)}</Field.HelperText>
      {files.length > 0 && (
        <Stack as="ul" gap="2" w="full" mt="2" listStyleType="none" data-testid="contact-files">
          {files.map((file, index) => (
            <HStack
              as="li"
              key={`${file.name}-${index}`}
              gap="3"
              p="2"
              ps="3"
              borderWidth="1px"
              borderRadius="lg"
            >
              <FileTextIcon color="brand.solid" />
              <Text flex="1" truncate>
                {file.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {size(file.size)}
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('files.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, position) => position !== index))}
              >
                <XIcon />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </Field.Root>
  );
}
