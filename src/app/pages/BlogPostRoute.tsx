/**
 * /blog/:slug: the blog's post page given the session of the auth feature — who is reading (for
 * the comment form) and how to sign in (the login modal, back to the comments afterwards).
 * Features never import each other, so the app composes them here.
 */
import { useLocation } from 'react-router-dom';
import { BlogPostPage } from '../../features/blog/pages/BlogPostPage';
import { openLoginModalAtom, sessionAtom } from '../../features/auth/session.atoms';
import { useAtomValue, useSetAtom } from '../../lib/state';

export default function BlogPostRoute() {
  const session = useAtomValue(sessionAtom);
  const openLogin = useSetAtom(openLoginModalAtom);
  const { pathname } = useLocation();
  const viewer =
    session.status === 'signed-in' ? { id: session.user.id, name: session.user.name } : null;
  return <BlogPostPage viewer={viewer} onSignIn={() => openLogin(`${pathname}#comments`)} />;
}
