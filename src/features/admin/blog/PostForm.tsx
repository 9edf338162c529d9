/**
 * The post editor's form: Back, the post's status and Save above; where and how it is published
 * and its cover; its texts in both languages with the live preview. Each problem shows under
 * its field, the server's refusals (a slug taken meanwhile) too; leaving with unsaved edits asks
 * first.
 */
import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminBlogPost, AdminBlogPostRequest } from '../../../../common/contracts/blog-admin';
import { ERROR_CODES } from '../../../../common/contracts/error-codes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ArrowLeftIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/error-text';
import { useLanguage } from '../../../lib/i18n/use-language';
import { blogAdminApi } from './blog-admin.api';
import { CoverField } from './CoverField';
import { problemText, refusedFields } from './field-problems';
import { emptyPostForm, postFormOf, type PostField } from './post-form';
import { PostPublishFields, type PostReferences } from './PostPublishFields';
import { PostTextFields } from './PostTextFields';
import { useLeaveGuard } from './use-leave-guard';
import { usePostForm, type SaveOutcome } from './use-post-form';

interface PostFormProps {
  post: AdminBlogPost | null;
  references: PostReferences;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** The fields a refused write names, when it is about fields at all. */
function refusalOf(error: unknown): SaveOutcome {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODES.conflict) return refusedFields<PostField>(undefined, true);
  const fields = (error.body as { fields?: Record<string, string> } | null)?.fields;
  return error.code === ERROR_CODES.validation && fields
    ? refusedFields<PostField>(fields, false)
    : null;
}

export function PostForm({ post, references, onClose, onCreated }: PostFormProps) {
  const { t } = useTranslation('admin-blog');
  const language = useLanguage();

  const save = async (request: AdminBlogPostRequest): Promise<SaveOutcome> => {
    try {
      const stored = post
        ? await blogAdminApi.updatePost(post.id, request)
        : await blogAdminApi.createPost(request);
      toaster.create({
        type: 'success',
        title: t(request.published_at ? 'editor.savedPublished' : 'editor.savedDraft'),
      });
      if (!post) onCreated(stored.id);
      return null;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      toaster.create({
        type: 'error',
        title: t('editor.saveFailed'),
        description: apiErrorText(t, error, t('editor.saveFailedLead')),
      });
      return {};
    }
  };

  const form = usePostForm(post ? postFormOf(post, new Date()) : emptyPostForm(new Date()), save);
  const leave = useLeaveGuard(form.dirty);
  const problemCount = Object.keys(form.problems).length;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      data-testid="post-editor"
    >
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="3" wrap="wrap">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => leave.guard(onClose)}
              data-testid="editor-back"
            >
              <ArrowLeftIcon /> {t('editor.back')}
            </Button>
            <Heading as="h1" size="xl">
              {post ? t('editor.editTitle') : t('editor.newTitle')}
            </Heading>
            {form.dirty && (
              <Badge colorPalette="orange" data-testid="editor-unsaved">
                {t('editor.unsaved')}
              </Badge>
            )}
          </HStack>
          <HStack gap="2">
            {post?.published_at && (
              <Button asChild variant="outline" size="sm">
                <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer">
                  {t('editor.view')}
                </a>
              </Button>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.saving}
              data-testid="editor-save"
            >
              {form.values.publish === 'publish' ? t('editor.savePublish') : t('editor.saveDraft')}
            </Button>
          </HStack>
        </HStack>
        {problemCount > 0 && (
          <Text role="alert" color="red.700" fontSize="sm" data-testid="editor-problems">
            {t('editor.problems', { count: problemCount })}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <Card.Root>
            <Card.Body>
              <PostPublishFields form={form} references={references} english={language === 'en'} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <CoverField
                value={form.values.cover_image}
                error={problemText(t, form.problems.cover_image)}
                onValueChange={(value) => form.set('cover_image', value)}
                onBlur={() => form.touch('cover_image')}
              />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
        <PostTextFields form={form} />
      </Stack>
      <ConfirmDialog
        open={leave.asking}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        onClose={leave.cancel}
        onConfirm={leave.confirm}
        testId="leave-dialog"
        confirmTestId="leave-confirm"
      >
        {t('leave.body')}
      </ConfirmDialog>
    </form>
  );
}
