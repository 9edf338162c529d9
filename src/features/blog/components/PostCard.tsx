/** A post in a list: cover, category, title, excerpt, date and reading time. */
import { Badge, Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogPostSummary } from '../../../../common/contracts/blog';
import { PATHS } from '../../../../common/routes';
import { PostMeta } from './PostMeta';

interface PostCardProps {
  post: BlogPostSummary;
  /** h2 in a list page, h3 under the "related posts" heading of a post. */
  headingLevel?: 'h2' | 'h3';
}

export function PostCard({ post, headingLevel = 'h2' }: PostCardProps) {
  const href = PATHS.blogPost(post.slug);
  return (
    <Stack
      as="article"
      gap="3"
      bg="white"
      borderWidth="1px"
      borderRadius="2xl"
      overflow="hidden"
      lang={post.language}
      data-testid="post-card"
    >
      {/* The title is the link for keyboards and screen readers; the cover repeats it for pointers. */}
      <RouterLink to={href} tabIndex={-1} aria-hidden="true">
        <Image
          src={post.cover_image}
          alt=""
          aspectRatio={1200 / 630}
          w="full"
          objectFit="cover"
          loading="lazy"
        />
      </RouterLink>
      <Stack gap="2" px="5" pb="5" flex="1">
        <Box>
          <Badge asChild colorPalette="brand" variant="subtle">
            <RouterLink to={PATHS.blogCategory(post.category.slug)}>
              {post.category.name}
            </RouterLink>
          </Badge>
        </Box>
        <Heading as={headingLevel} size="lg" lineHeight="short">
          <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={href}>{post.title}</RouterLink>
          </Link>
        </Heading>
        <Text color="fg.muted" lineClamp={3} flex="1">
          {post.excerpt}
        </Text>
        <PostMeta publishedAt={post.published_at} readingMinutes={post.reading_minutes} />
      </Stack>
    </Stack>
  );
}
