/**
 * Who reads the comments, as the app tells the blog (features never import each other: the
 * route composes the session of the auth feature into these props).
 */
export interface CommentViewer {
  id: string;
  name: string;
}

export interface CommentSessionProps {
  /** Null for a guest. */
  viewer: CommentViewer | null;
  /** Opens the login modal, returning to this post afterwards. */
  onSignIn: () => void;
}
