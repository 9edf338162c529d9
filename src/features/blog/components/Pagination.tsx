/**
 * Page links (real hrefs with ?page=N, so search engines follow them): previous, the pages,
 * next. Long runs of pages collapse to the first, the last and the two beside the current one.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The href of a page, keeping the other query parameters. */
  hrefOf: (page: number) => string;
}

/** The page numbers to show, with null where a gap is. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const shown = n === 1 || n === pageCount || Math.abs(n - page) <= 1;
    if (shown) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation('blog');
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('list.pagination')} justify="center" gap="1" flexWrap="wrap">
      {page > 1 && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={hrefOf(page - 1)} rel="prev">
            {t('list.previous')}
          </RouterLink>
        </Button>
      )}
      {visiblePages(page, pageCount).map((n, index) =>
        n === null ? (
          <Text key={`gap-${index}`} px="2" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={n}
            asChild
            size="sm"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette="brand"
          >
            <RouterLink
              to={hrefOf(n)}
              aria-label={t('list.pageNumber', { page: n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </RouterLink>
          </Button>
        ),
      )}
      {page < pageCount && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={hrefOf(page + 1)} rel="next">
            {t('list.next')}
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}
