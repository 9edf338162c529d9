/**
 * /blog/:slug — one post: cover, meta, table of contents, body, share buttons, then related
 * posts, comments and the newsletter box, loaded as the reader scrolls towards them. The
 * session comes in as props (see comment-viewer.ts).
 */
import { lazy, Suspense, useEffect } from 'react';
import { Box, Breadcrumb, Container, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { RenderErrorBoundary } from '../../../components/error-boundary/RenderErrorBoundary';
import { RenderWhenNear } from '../../../components/page/RenderWhenNear';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { useLanguage } from '../../../lib/i18n/use-language';
import { blogApi } from '../blog.api';
import type { CommentSessionProps } from '../comments/comment-viewer';
import { PostHead } from '../components/PostHead';
import { PostMeta } from '../components/PostMeta';
import { isNotFound, LoadError, NotFoundState, PageSpinner } from '../components/ResourceStates';
import { ShareButtons } from '../components/ShareButtons';
import { scrollToHeading, TableOfContents } from '../components/TableOfContents';
import { MarkdownBody } from '../../../components/markdown/MarkdownBody';

const BlogPostLowerSections = lazy(() => import('./BlogPostLowerSections'));

/** Roughly the height of what follows the post (measured), so the page is as tall before it. */
const LOWER_SECTIONS_HEIGHT = { base: '2100px', md: '1150px' };

export function BlogPostPage({ viewer, onSignIn }: CommentSessionProps) {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const { hash, pathname } = useLocation();
  const lang = useLanguage();
  const post = useApiResource(`${slug}:${lang}`, (signal) => blogApi.post(slug, lang, signal));
  const pageUrl = window.location.origin + pathname;

  // A shared link to a section (#heading) lands on it once the body is there.
  const ready = post.status === 'ready';
  useEffect(() => {
    if (ready && hash) scrollToHeading(decodeURIComponent(hash.slice(1)));
  }, [ready, hash]);

  if (post.status === 'loading') return <PageSpinner />;
  if (post.status === 'error') {
    return (
      <Container maxW="3xl" py="10">
        {isNotFound(post.error) ? (
          <NotFoundState title={t('states.postNotFound')} lead={t('states.postNotFoundLead')} />
        ) : (
          <LoadError title={t('states.postError')} onRetry={post.retry} />
        )}
      </Container>
    );
  }

  const { data } = post;
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} lang={data.language}>
      <PostHead post={data} pageUrl={pageUrl} />
      <Breadcrumb.Root mb="6" size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={PATHS.blog}>{t('list.title')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={PATHS.blogCategory(data.category.slug)}>
                {data.category.name}
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Stack as="article" gap="8">
        <Stack as="header" gap="4" maxW="4xl">
          <Heading
            as="h1"
            fontSize={{ base: '3xl', md: '5xl' }}
            letterSpacing="tight"
            lineHeight="1.15"
          >
            {data.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
            {data.excerpt}
          </Text>
          <PostMeta
            author={data.author.name}
            publishedAt={data.published_at}
            readingMinutes={data.reading_minutes}
          />
        </Stack>
        <Image
          src={data.cover_image}
          alt={data.cover_alt}
          aspectRatio={1200 / 630}
          w="full"
          objectFit="cover"
          borderRadius="2xl"
          fetchPriority="high"
        />
        <Grid
          templateColumns={{ base: '1fr', lg: '280px minmax(0, 1fr)' }}
          gap={{ base: 6, lg: 12 }}
          alignItems="start"
        >
          <Box position={{ lg: 'sticky' }} top="88px">
            <TableOfContents entries={data.toc} />
          </Box>
          <Stack gap="8" maxW="3xl">
            <MarkdownBody markdown={data.body} />
            <ShareButtons url={pageUrl} title={data.title} />
            <Box p="5" bg="gray.50" borderRadius="xl">
              <Text fontWeight="semibold">{data.author.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {data.author.role}
              </Text>
              <Text mt="2">{data.author.bio}</Text>
            </Box>
          </Stack>
        </Grid>
      </Stack>
      {/* A link to #comments (back from signing in) needs them at once. */}
      <RenderWhenNear force={hash !== ''} placeholderHeight={LOWER_SECTIONS_HEIGHT}>
        {/* A failed download costs these sections, never the post being read. */}
        <RenderErrorBoundary onRetry={() => window.location.reload()}>
          <Suspense fallback={<Box minH={LOWER_SECTIONS_HEIGHT} />}>
            <BlogPostLowerSections
              slug={data.slug}
              related={data.related}
              viewer={viewer}
              onSignIn={onSignIn}
            />
          </Suspense>
        </RenderErrorBoundary>
      </RenderWhenNear>
    </Container>
  );
}
