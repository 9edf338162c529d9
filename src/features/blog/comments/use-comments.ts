/**
 * The comments of a post as the section shows them: the first page, more pages on demand, and
 * the reader's own new or deleted comments applied at once. Reloaded when the reader signs in
 * or out (can_delete depends on who asks).
 */
import { useEffect, useReducer, useState } from 'react';
import type { BlogComment, BlogCommentList } from '../../../../common/contracts/blog-comments';
import { blogApi } from '../blog.api';

interface CommentsState {
  items: BlogComment[];
  total: number;
  page: number;
  status: 'loading' | 'ready' | 'error';
}

type Action =
  | { type: 'loading' }
  | { type: 'page'; list: BlogCommentList }
  | { type: 'error' }
  | { type: 'added'; comment: BlogComment }
  | { type: 'removed'; id: string };

const INITIAL: CommentsState = { items: [], total: 0, page: 0, status: 'loading' };

function reduce(state: CommentsState, action: Action): CommentsState {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading' };
    case 'page': {
      const { list } = action;
      // The reader's own new comments shift the pages: skip what is already shown.
      const shown = new Set(state.items.map((item) => item.id));
      const items =
        list.page === 1
          ? list.items
          : [...state.items, ...list.items.filter((item) => !shown.has(item.id))];
      return { items, total: list.total, page: list.page, status: 'ready' };
    }
    case 'error':
      return { ...state, status: 'error' };
    case 'added':
      return { ...state, items: [action.comment, ...state.items], total: state.total + 1 };
    case 'removed':
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
        total: state.total - 1,
      };
  }
}

export function useComments(slug: string, viewerId: string | null) {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const [request, setRequest] = useState({ page: 1, attempt: 0 });

  // A new post or reader starts again from the first page.
  const [source, setSource] = useState({ slug, viewerId });
  if (source.slug !== slug || source.viewerId !== viewerId) {
    setSource({ slug, viewerId });
    setRequest({ page: 1, attempt: request.attempt + 1 });
  }

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'loading' });
    blogApi.comments(slug, request.page, controller.signal).then(
      (list) => dispatch({ type: 'page', list }),
      () => !controller.signal.aborted && dispatch({ type: 'error' }),
    );
    return () => controller.abort();
  }, [slug, request]);

  return {
    ...state,
    hasMore: state.items.length < state.total,
    loadMore: () => setRequest({ page: state.page + 1, attempt: request.attempt }),
    retry: () => setRequest({ ...request, attempt: request.attempt + 1 }),
    added: (comment: BlogComment) => dispatch({ type: 'added', comment }),
    removed: (id: string) => dispatch({ type: 'removed', id }),
  };
}
