/**
 * A blog post's page arrives with its post in it (server/modules/blog/blog-shell-page.ts):
 * the GET /api/blog/posts/:slug answer in a `<script type="application/json">` with this id,
 * its slug and language in data attributes. The app takes it once instead of requesting it.
 */
export const EARLY_POST_ELEMENT_ID = 'early-post';
