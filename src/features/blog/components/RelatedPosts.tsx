/** Three posts to read next (the server picks: same category and tags first). */
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../../../common/contracts/blog';
import { PostCard } from './PostCard';

export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-title" gap="5" data-testid="related-posts">
      <Heading id="related-title" as="h2" size="xl">
        {t('post.related')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel="h3" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
