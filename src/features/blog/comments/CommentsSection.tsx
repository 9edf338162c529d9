/** The comments under a post: the form (or a sign-in prompt for guests) and the list. */
import { useState } from 'react';
import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogComment } from '../../../../common/contracts/blog-comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import type { CommentSessionProps } from './comment-viewer';
import { useComments } from './use-comments';

export function CommentsSection({
  slug,
  viewer,
  onSignIn,
}: CommentSessionProps & { slug: string }) {
  const { t } = useTranslation('blog');
  const comments = useComments(slug, viewer?.id ?? null);
  const [posted, setPosted] = useState(0);
  const onPosted = (comment: BlogComment) => {
    comments.added(comment);
    setPosted((count) => count + 1);
  };

  return (
    <Stack
      as="section"
      id="comments"
      aria-labelledby="comments-title"
      gap="5"
      data-testid="comments"
    >
      <Heading id="comments-title" as="h2" size="xl">
        {t('comments.title', { count: comments.total })}
      </Heading>
      {viewer ? (
        <CommentForm key={posted} slug={slug} viewerName={viewer.name} onPosted={onPosted} />
      ) : (
        <Box p="5" bg="brand.subtle" borderRadius="xl" data-testid="comment-sign-in">
          <Text mb="3">{t('comments.signInPrompt')}</Text>
          <Button colorPalette="brand" onClick={onSignIn}>
            {t('comments.signIn')}
          </Button>
        </Box>
      )}
      {comments.status === 'error' && (
        <Stack role="alert" align="start" gap="2">
          <Text>{t('comments.loadFailed')}</Text>
          <Button size="sm" variant="outline" onClick={comments.retry}>
            {t('states.retry')}
          </Button>
        </Stack>
      )}
      {comments.status === 'ready' && comments.total === 0 && (
        <Text color="fg.muted">{t('comments.empty')}</Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none">
        {comments.items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} onDeleted={comments.removed} />
        ))}
      </Stack>
      {comments.status === 'loading' && (
        <Spinner alignSelf="center" color="brand.solid" aria-label={t('states.loading')} />
      )}
      {comments.status === 'ready' && comments.hasMore && (
        <Button alignSelf="center" variant="outline" onClick={comments.loadMore}>
          {t('comments.more')}
        </Button>
      )}
    </Stack>
  );
}
