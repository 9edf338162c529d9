/**
 * /admin/blog?post=new and ?post=<id>: a post's editor. It loads the post (when editing) and the
 * categories, authors and tags to choose from, then shows the form, or a skeleton, or the error
 * with a retry.
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { blogAdminApi } from './blog-admin.api';
import { PostForm } from './PostForm';

interface PostEditorProps {
  /** null: a new post. */
  postId: string | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}

export function PostEditor({ postId, onClose, onCreated }: PostEditorProps) {
  const { t } = useTranslation('admin-blog');
  const loaded = useApiResource(`editor:${postId ?? 'new'}`, async (signal) => {
    const [post, categories, authors, tags] = await Promise.all([
      postId ? blogAdminApi.getPost(postId, signal) : null,
      blogAdminApi.listTaxonomy('categories', signal),
      blogAdminApi.listTaxonomy('authors', signal),
      blogAdminApi.listTaxonomy('tags', signal),
    ]);
    return {
      post,
      references: { categories: categories.items, authors: authors.items, tags: tags.items },
    };
  });

  if (loaded.status === 'loading') {
    return (
      <Stack
        gap="4"
        aria-busy="true"
        aria-label={t('editor.loading')}
        data-testid="post-editor-loading"
      >
        <Skeleton height="10" maxW="md" />
        <Skeleton height="48" />
        <Skeleton height="96" />
      </Stack>
    );
  }
  if (loaded.status === 'error') {
    return (
      <SectionError
        message={apiErrorText(t, loaded.error, t('editor.loadFailed'))}
        retryLabel={t('retry')}
        onRetry={loaded.retry}
      />
    );
  }
  return (
    <PostForm
      // A saved new post becomes an edited one: the form starts again from what was saved.
      key={postId ?? 'new'}
      post={loaded.data.post}
      references={loaded.data.references}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
