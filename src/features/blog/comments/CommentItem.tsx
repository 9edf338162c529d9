/** One comment: who, when, the text, and — for its writer or an admin — a two-step delete. */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogComment } from '../../../../common/contracts/blog-comments';
import { toaster } from '../../../components/toaster';
import { useLanguage } from '../../../lib/i18n/use-language';
import { blogApi } from '../blog.api';
import { formatPostDate } from '../blog-format';
import { describeBlogError } from '../blog-errors';
import { CommentText } from './CommentText';

export function CommentItem({
  comment,
  onDeleted,
}: {
  comment: BlogComment;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await blogApi.deleteComment(comment.id);
      onDeleted(comment.id);
      toaster.create({ type: 'success', title: t('comments.deleted') });
    } catch (error) {
      setDeleting(false);
      toaster.create({
        type: 'error',
        title: t('comments.deleteFailed'),
        description: describeBlogError(t, error),
      });
    }
  }

  return (
    <Stack
      as="li"
      gap="2"
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      data-testid="comment"
    >
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">{comment.author_name}</Text>
        <Text asChild fontSize="sm" color="fg.muted">
          <time dateTime={comment.created_at}>{formatPostDate(comment.created_at, language)}</time>
        </Text>
      </HStack>
      <CommentText body={comment.body} />
      {comment.can_delete && (
        <HStack justify="end" gap="2">
          {confirming ? (
            <>
              <Text fontSize="sm">{t('comments.confirmDelete')}</Text>
              <Button size="xs" colorPalette="red" loading={deleting} onClick={() => void remove()}>
                {t('comments.delete')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
                {t('comments.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirming(true)}
            >
              {t('comments.delete')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
