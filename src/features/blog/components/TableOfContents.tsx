/**
 * The post's ## and ### headings as anchor links. A click scrolls smoothly (instantly for
 * readers who ask for reduced motion), moves focus to the heading for keyboard and screen-reader
 * users, and puts the anchor in the address bar so the section can be shared.
 */
import type { MouseEvent } from 'react';
import { Box, Heading, Link, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../../../../common/contracts/blog';

export function scrollToHeading(id: string): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation('blog');
  if (entries.length === 0) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!scrollToHeading(id)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <Box
      as="nav"
      aria-labelledby="toc-title"
      p="5"
      bg="gray.50"
      borderRadius="xl"
      data-testid="post-toc"
    >
      <Heading id="toc-title" as="h2" size="sm" mb="3">
        {t('post.toc')}
      </Heading>
      <List.Root as="ol" gap="2" fontSize="sm" listStyle="none">
        {entries.map((entry) => (
          <List.Item key={entry.id} ps={entry.level === 3 ? '4' : '0'}>
            <Link
              href={`#${entry.id}`}
              color="brand.fg"
              onClick={(event) => follow(event, entry.id)}
            >
              {entry.text}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
