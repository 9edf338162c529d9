/** Category or tag chips linking to their pages; the current one is marked. */
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface Chip {
  slug: string;
  name: string;
  post_count: number;
}

interface TaxonomyChipsProps {
  title: string;
  chips: Chip[];
  hrefOf: (slug: string) => string;
  current?: string;
  /** The "all posts" chip before the others, when given. */
  all?: { label: string; href: string; active: boolean };
}

export function TaxonomyChips({ title, chips, hrefOf, current, all }: TaxonomyChipsProps) {
  const chip = (key: string, label: string, href: string, active: boolean) => (
    <Button
      key={key}
      asChild
      size="xs"
      borderRadius="full"
      variant={active ? 'solid' : 'outline'}
      colorPalette="brand"
    >
      <RouterLink to={href} aria-current={active ? 'page' : undefined}>
        {label}
      </RouterLink>
    </Button>
  );
  return (
    <Stack as="nav" aria-label={title} gap="2">
      <Heading as="h2" size="sm" color="fg.muted">
        {title}
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        {all && chip('all', all.label, all.href, all.active)}
        {chips
          .filter((item) => item.post_count > 0)
          .map((item) => chip(item.slug, item.name, hrefOf(item.slug), item.slug === current))}
      </HStack>
    </Stack>
  );
}
