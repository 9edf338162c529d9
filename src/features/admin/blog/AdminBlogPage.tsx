/**
 * /admin/blog (docs/admin.md#blog-management): the blog's figures, then the posts, the
 * categories, authors and tags, each in a tab; a post opens in its editor. Where the admin is
 * lives in the address (?tab=tags, ?post=new, ?post=<id>), so Back and a reload keep it.
 */
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BLOG_TAXONOMY_KINDS } from '../../../../common/contracts/blog-admin-reads';
import { BlogStatsRow } from './BlogStatsRow';
import { PostEditor } from './PostEditor';
import { PostsPanel } from './PostsPanel';
import { TaxonomyPanel } from './TaxonomyPanel';

const TABS = ['posts', ...BLOG_TAXONOMY_KINDS] as const;
type Tab = (typeof TABS)[number];

export default function AdminBlogPage() {
  const { t } = useTranslation('admin-blog');
  const [params, setParams] = useSearchParams();
  const post = params.get('post');
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'posts';

  if (post) {
    return (
      <PostEditor
        postId={post === 'new' ? null : post}
        onClose={() => setParams({})}
        onCreated={(id) => setParams({ post: id }, { replace: true })}
      />
    );
  }
  return (
    <Stack gap="6" data-testid="admin-blog-page">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('lead')}</Text>
      </Stack>
      <BlogStatsRow />
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          setParams(details.value === 'posts' ? {} : { tab: details.value })
        }
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} data-testid={`blog-tab-${name}`}>
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="posts">
          <PostsPanel onEdit={(id) => setParams({ post: id ?? 'new' })} />
        </Tabs.Content>
        {BLOG_TAXONOMY_KINDS.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            <TaxonomyPanel kind={kind} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
