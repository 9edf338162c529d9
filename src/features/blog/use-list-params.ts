/** The list's sort and page, kept in the URL (?sort=…&page=…) so every state has an address. */
import { useSearchParams } from 'react-router-dom';
import { BLOG_SORTS, type BlogSort } from '../../../common/contracts/blog';
import { KEEP_SCROLL } from '../../components/page/ScrollRestoration';

const isSort = (value: string | null): value is BlogSort =>
  (BLOG_SORTS as readonly (string | null)[]).includes(value);

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort: BlogSort = isSort(params.get('sort')) ? (params.get('sort') as BlogSort) : 'newest';
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;

  /** The query string of `page` under the current sort (page 1 and newest are left out). */
  const hrefOf = (target: number) => {
    const next = new URLSearchParams();
    if (sort !== 'newest') next.set('sort', sort);
    if (target > 1) next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  /** A new sort starts again from page 1. */
  const setSort = (next: BlogSort) =>
    setParams(next === 'newest' ? {} : { sort: next }, { state: KEEP_SCROLL });

  return { sort, page, hrefOf, setSort };
}
