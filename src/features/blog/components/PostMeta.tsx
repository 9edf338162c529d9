/** "Author · date · N min read" under a post's title or on its card. */
import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatPostDate } from '../blog-format';

interface PostMetaProps {
  author?: string;
  publishedAt: string;
  readingMinutes: number;
}

export function PostMeta({ author, publishedAt, readingMinutes }: PostMetaProps) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const parts = [
    ...(author ? [<span key="author">{author}</span>] : []),
    <time key="date" dateTime={publishedAt}>
      {formatPostDate(publishedAt, language)}
    </time>,
    <span key="time">{t('meta.readingTime', { count: readingMinutes })}</span>,
  ];
  return (
    <HStack as="p" gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
      {parts.flatMap((part, index) => [
        ...(index > 0
          ? [
              <span key={`dot-${index}`} aria-hidden="true">
                ·
              </span>,
            ]
          : []),
        part,
      ])}
    </HStack>
  );
}
