/** A signed-in reader's comment: plain text, 2–2000 characters, with a live count. */
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogComment } from '../../../../common/contracts/blog-comments';
import { COMMENT_MAX_LENGTH, commentFormSchema } from '../../../../common/contracts/blog-comments';
import { toaster } from '../../../components/toaster';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { blogApi } from '../blog.api';
import { describeBlogError } from '../blog-errors';

interface CommentFormProps {
  slug: string;
  viewerName: string;
  onPosted: (comment: BlogComment) => void;
}

export function CommentForm({ slug, viewerName, onPosted }: CommentFormProps) {
  const { t } = useTranslation('blog');
  const form = useZodForm(
    commentFormSchema,
    { body: '' },
    async ({ body }) => {
      try {
        // The section remounts the form for the next comment, which empties it.
        onPosted(await blogApi.createComment(slug, body));
        toaster.create({ type: 'success', title: t('comments.posted') });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('comments.postFailed'),
          description: describeBlogError(t, error),
        });
      }
    },
    t,
  );
  const field = form.field('body');
  const length = field.value.length;

  return (
    <form onSubmit={form.submit} noValidate data-testid="comment-form">
      <Stack gap="3">
        <Field.Root invalid={Boolean(field.error)}>
          <Field.Label>{t('comments.label', { name: viewerName })}</Field.Label>
          <Textarea
            value={field.value}
            onChange={(event) => field.onValueChange(event.target.value)}
            onBlur={field.onBlur}
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t('comments.placeholder')}
            bg="white"
          />
          {field.error ? (
            <Field.ErrorText>{field.error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('comments.help')}</Field.HelperText>
          )}
        </Field.Root>
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {t('comments.count', { count: length, max: COMMENT_MAX_LENGTH })}
          </Text>
          <Button type="submit" colorPalette="brand" loading={form.submitting}>
            {t('comments.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
