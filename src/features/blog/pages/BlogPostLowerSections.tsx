/**
 * What follows a post: related posts, the comments and the newsletter box. Loaded as the reader
 * scrolls towards them (../pages/BlogPostPage.tsx): the comment and newsletter forms bring their
 * validation code, which the post itself does not need to be read.
 */
import { Box, Stack } from '@chakra-ui/react';
import type { BlogPostSummary } from '../../../../common/contracts/blog';
import { CommentsSection } from '../comments/CommentsSection';
import type { CommentSessionProps } from '../comments/comment-viewer';
import { RelatedPosts } from '../components/RelatedPosts';
import { NewsletterBox } from '../newsletter/NewsletterBox';

interface BlogPostLowerSectionsProps extends CommentSessionProps {
  slug: string;
  related: BlogPostSummary[];
}

export default function BlogPostLowerSections({
  slug,
  related,
  viewer,
  onSignIn,
}: BlogPostLowerSectionsProps) {
  return (
    <Stack gap="14" mt="14">
      <RelatedPosts posts={related} />
      <Box maxW="3xl">
        <CommentsSection slug={slug} viewer={viewer} onSignIn={onSignIn} />
      </Box>
      <NewsletterBox />
    </Stack>
  );
}
