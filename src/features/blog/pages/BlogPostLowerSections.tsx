/**
 * What follows a post: related posts, the comments and the newsletter box. Loaded as the reader
 * scrolls towards them (../pages/BlogPostPage.tsx): the comment and newsletter forms bring their
 * validation code, which the post itself does not need to be read.
 */
import { useEffect, useRef } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import type { BlogPostSummary } from '../../../../common/contracts/blog';
import { CommentsSection } from '../comments/CommentsSection';
import type { CommentSessionProps } from '../comments/comment-viewer';
import { RelatedPosts } from '../components/RelatedPosts';
import { scrollToHeading } from '../components/TableOfContents';
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
  // A link to a place in here (#comments, back from signing in) lands on it once it is here:
  // the post's own scroll ran before this code had arrived.
  const { hash } = useLocation();
  const sections = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target && sections.current?.contains(target)) scrollToHeading(id);
    // Once, on arrival: later hash changes are the post page's to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack ref={sections} gap="14" mt="14">
      <RelatedPosts posts={related} />
      <Box maxW="3xl">
        <CommentsSection slug={slug} viewer={viewer} onSignIn={onSignIn} />
      </Box>
      <NewsletterBox />
    </Stack>
  );
}
