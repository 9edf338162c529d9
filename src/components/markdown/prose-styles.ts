/**
 * The look of a post body, as one style for its container: the Markdown renderer emits plain
 * elements (h2, p, ul, table…) and this styles them. A Chakra component per element cost each
 * element its own style computation — ~450 ms of main-thread work for a long post on a phone, the
 * page's whole Lighthouse "total blocking time" budget (docs/architecture.md#performance-goals).
 * Values follow the Chakra recipes the renderer used (Heading sizes, Text, List, Table size sm,
 * Code, Separator, Link).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** The sticky header's height: a heading scrolled to stays visible below it. */
export const HEADING_SCROLL_MARGIN = '88px';

const CODE: SystemStyleObject = {
  fontFamily: 'mono',
  bg: 'gray.subtle',
  color: 'gray.fg',
  borderRadius: 'l2',
};

export const PROSE_STYLES: SystemStyleObject = {
  '& :is(h2, h3, h4, h5, h6)': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    mt: '10',
    mb: '3',
    scrollMarginTop: HEADING_SCROLL_MARGIN,
    _focus: { outline: 'none' },
  },
  '& h2': { textStyle: '2xl' },
  '& h3': { textStyle: 'xl' },
  '& h4': { textStyle: 'lg' },
  '& :is(h5, h6)': { textStyle: 'md' },
  '& p': { my: '4' },
  '& :is(ul, ol)': {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    listStyle: 'revert',
    ps: '6',
    my: '4',
  },
  '& li': { display: 'list-item', _marker: { color: 'fg.subtle' } },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'brand.200', ps: '4', color: 'fg.muted' },
  '& pre': {
    ...CODE,
    display: 'block',
    whiteSpace: 'pre-wrap',
    textStyle: 'xs',
    p: '4',
    my: '4',
    borderRadius: 'lg',
  },
  '& :not(pre) > code': {
    ...CODE,
    display: 'inline-flex',
    alignItems: 'center',
    fontSize: '0.9em',
    lineHeight: '1rem',
    minH: '5',
    px: '1.5',
  },
  '& [data-table]': { overflowX: 'auto', my: '6', borderWidth: '1px', borderRadius: 'lg' },
  '& table': {
    width: 'full',
    borderCollapse: 'collapse',
    textAlign: 'start',
    verticalAlign: 'top',
    textStyle: 'sm',
    fontVariantNumeric: 'lining-nums tabular-nums',
  },
  '& :is(th, td)': { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px' },
  '& th': { fontWeight: 'medium', color: 'fg' },
  '& hr': { borderColor: 'border', borderTopWidth: '1px', my: '8' },
  '& a': {
    color: 'brand.fg',
    textDecoration: 'underline',
    borderRadius: 'l1',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '& img': { borderRadius: 'lg', my: '4', maxW: 'full', h: 'auto' },
};
