/** One page of posts: the cards, how many there are, and the page links. */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogPostList } from '../../../../common/contracts/blog';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

export function PostGrid({
  list,
  hrefOf,
}: {
  list: BlogPostList;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('blog');
  if (list.total === 0) {
    return (
      <Text py="12" textAlign="center" color="fg.muted" data-testid="blog-empty">
        {t('states.empty')}
      </Text>
    );
  }
  const first = (list.page - 1) * list.page_size + 1;
  const last = first + list.items.length - 1;
  return (
    <Stack gap="8">
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="blog-range">
        {list.items.length > 0
          ? t('list.range', { first, last, total: list.total })
          : t('list.beyondLastPage')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {list.items.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
      <Pagination
        page={list.page}
        pageCount={Math.ceil(list.total / list.page_size)}
        hrefOf={hrefOf}
      />
    </Stack>
  );
}
