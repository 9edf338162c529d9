/**
 * Every post, drafts and scheduled ones too, last changed first: its status, category and last
 * change, with search (titles and slugs), a status filter, pages of ADMIN_PAGE_SIZE, and edit and
 * delete (asked first: a post goes with its comments).
 */
import { useEffect, useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_BLOG_POST_STATUSES,
  ADMIN_BLOG_SEARCH_MAX_LENGTH,
  type AdminBlogPostListItem,
  type AdminBlogPostStatus,
} from '../../../../common/contracts/blog-admin-reads';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { blogAdminApi } from './blog-admin.api';
import { PagedTable } from '../shared/AdminTable';
import { PostRow, usePostColumns } from './PostsTable';

/** How long typing pauses before the search runs, in milliseconds. */
const SEARCH_PAUSE_MS = 300;

export function PostsPanel({ onEdit }: { onEdit: (id: string | null) => void }) {
  const { t } = useTranslation('admin-blog');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminBlogPostStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const [version, setVersion] = useState(0);
  const [deleting, setDeleting] = useState<AdminBlogPostListItem | null>(null);
  // Each key typed does not start a request; the list follows when typing pauses.
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const posts = useApiResource(`posts:${status}:${q}:${offset}:${version}`, (signal) =>
    blogAdminApi.listPosts({ status: status || undefined, q: q || undefined, offset }, signal),
  );

  const remove = async () => {
    if (!deleting) return;
    try {
      await blogAdminApi.deletePost(deleting.id);
      toaster.create({ type: 'success', title: t('posts.deleted', { title: deleting.title_vi }) });
      setDeleting(null);
      setVersion((current) => current + 1);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('posts.deleteFailed'),
        description: apiErrorText(t, error, t('posts.deleteFailedLead')),
      });
    }
  };

  const filtered = Boolean(q || status);
  const columns = usePostColumns();
  return (
    <Stack gap="4" data-testid="posts-panel">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap" flex="1">
          <Input
            type="search"
            value={search}
            maxLength={ADMIN_BLOG_SEARCH_MAX_LENGTH}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
            placeholder={t('posts.search')}
            aria-label={t('posts.search')}
            maxW="xs"
            data-testid="posts-search"
          />
          <NativeSelect.Root maxW="48">
            <NativeSelect.Field
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as AdminBlogPostStatus | '');
                setOffset(0);
              }}
              aria-label={t('posts.statusFilter')}
              data-testid="posts-status"
            >
              <option value="">{t('posts.allStatuses')}</option>
              {ADMIN_BLOG_POST_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Button colorPalette="brand" onClick={() => onEdit(null)} data-testid="post-new">
          {t('posts.new')}
        </Button>
      </HStack>

      <PagedTable
        resource={posts}
        rows={(data) => data.items}
        columns={columns}
        renderRow={(post) => (
          <PostRow key={post.id} post={post} onEdit={onEdit} onDelete={setDeleting} />
        )}
        label={t('tabs.posts')}
        pagesLabel={t('posts.pages')}
        onOffsetChange={setOffset}
        emptyText={filtered ? t('posts.noMatch') : t('posts.empty')}
        loadFailedText={t('posts.loadFailed')}
        testId="posts"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('posts.deleteTitle')}
        confirmLabel={t('posts.delete')}
        cancelLabel={t('cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
        testId="post-delete-dialog"
        confirmTestId="post-delete-confirm"
      >
        {t('posts.deleteBody', { title: deleting?.title_vi ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
