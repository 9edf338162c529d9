/**
 * /blog, /blog/category/:categorySlug and /blog/tag/:tagSlug: one list, filtered by the route,
 * sorted and paged by the URL's query. An unknown category or tag gets a not-found state.
 */
import { Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BlogPostList } from '../../../../common/contracts/blog';
import { PATHS } from '../../../../common/routes';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { useLanguage } from '../../../lib/i18n/use-language';
import { blogApi } from '../blog.api';
import { NewsletterBox } from '../newsletter/NewsletterBox';
import { PostGrid } from '../components/PostGrid';
import { CardsSkeleton, isNotFound, LoadError, NotFoundState } from '../components/ResourceStates';
import { SortSelect } from '../components/SortSelect';
import { TaxonomyChips } from '../components/TaxonomyChips';
import { useListParams } from '../use-list-params';

/** The heading and meta of the page: the blog's, or the filtering category's or tag's. */
function usePageHeading(list: BlogPostList | undefined) {
  const { t } = useTranslation('blog');
  if (list?.category) {
    const { name, description } = list.category;
    return { eyebrow: t('list.categoryEyebrow'), title: name, lead: description };
  }
  if (list?.tag) {
    const { name } = list.tag;
    return { eyebrow: t('list.tagEyebrow'), title: `#${name}`, lead: t('list.tagLead', { name }) };
  }
  return { eyebrow: undefined, title: t('list.title'), lead: t('list.lead') };
}

export default function BlogListPage() {
  const { t } = useTranslation('blog');
  const { categorySlug, tagSlug } = useParams();
  const { sort, page, hrefOf, setSort } = useListParams();
  const lang = useLanguage();
  const query = { lang, sort, page, category: categorySlug, tag: tagSlug };
  const list = useApiResource(JSON.stringify(query), (signal) => blogApi.list(query, signal));
  const categories = useApiResource(`categories:${lang}`, (signal) =>
    blogApi.categories(lang, signal),
  );
  const tags = useApiResource(`tags:${lang}`, (signal) => blogApi.tags(lang, signal));
  const heading = usePageHeading(list.status === 'ready' ? list.data : undefined);
  const filtered = Boolean(categorySlug || tagSlug);
  usePageMeta(
    filtered && list.status === 'ready' ? { title: heading.title, description: heading.lead } : {},
  );

  if (list.status === 'error' && isNotFound(list.error)) {
    return (
      <Container maxW="7xl" py="10">
        <NotFoundState
          title={t(categorySlug ? 'states.categoryNotFound' : 'states.tagNotFound')}
          lead={t('states.notFoundLead', { slug: categorySlug ?? tagSlug })}
        />
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 14 }}>
      <Stack gap="3" mb="8" maxW="3xl">
        {heading.eyebrow && (
          <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" fontSize="sm">
            {heading.eyebrow}
          </Text>
        )}
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
          {heading.title}
        </Heading>
        {heading.lead && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {heading.lead}
          </Text>
        )}
      </Stack>
      <Flex
        gap="6"
        mb="8"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'end' }}
      >
        {categories.status === 'ready' && (
          <TaxonomyChips
            title={t('list.categories')}
            chips={categories.data.items}
            hrefOf={PATHS.blogCategory}
            current={categorySlug}
            all={{ label: t('list.allPosts'), href: PATHS.blog, active: !filtered }}
          />
        )}
        <SortSelect value={sort} onChange={setSort} />
      </Flex>
      {list.status === 'loading' && <CardsSkeleton />}
      {list.status === 'error' && <LoadError title={t('states.listError')} onRetry={list.retry} />}
      {list.status === 'ready' && <PostGrid list={list.data} hrefOf={hrefOf} />}
      <Stack gap="10" mt="14">
        {tags.status === 'ready' && (
          <TaxonomyChips
            title={t('list.tags')}
            chips={tags.data.items}
            hrefOf={PATHS.blogTag}
            current={tagSlug}
          />
        )}
        <NewsletterBox />
      </Stack>
    </Container>
  );
}
