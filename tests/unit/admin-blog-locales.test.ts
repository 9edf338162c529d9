/** The admin blog pages' copy: both languages say the same things, with the same placeholders. */
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/admin-blog.json' with { type: 'json' };
import vi from '../../src/locales/vi/admin-blog.json' with { type: 'json' };
import { BLOG_TAXONOMY_KINDS } from '../../common/contracts/blog-admin-reads';
import { leaves } from './locale-leaves';

describe('admin blog locales', () => {
  it('have the same keys and placeholders in Vietnamese and English', () => {
    expect([...new Set(leaves(vi, { foldPlurals: true }))].sort()).toEqual(
      [...new Set(leaves(en, { foldPlurals: true }))].sort(),
    );
  });

  it('have the texts of each kind of taxonomy the page lists', () => {
    for (const kind of BLOG_TAXONOMY_KINDS) {
      expect(Object.keys(en.taxonomy[kind]), kind).toEqual(
        expect.arrayContaining(['lead', 'new', 'newTitle', 'editTitle', 'deleteTitle', 'empty']),
      );
    }
  });
});
