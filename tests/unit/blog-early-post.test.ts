// @vitest-environment jsdom
/**
 * A post requested by its route as the navigation starts is handed to the page once: the page
 * does not ask the server a second time, a later visit asks afresh, and a request older than
 * ten seconds is never handed over. A post the server put in the page is taken instead of a
 * request, once, and only for its own slug and language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_POST_ELEMENT_ID } from '../../common/contracts/early-post';
import { blogApi, startLoadingPost } from '../../src/features/blog/blog.api';

const post = (title: string) => ({ slug: 'ao-dai', title });

describe('the early post request', () => {
  let served: string[];

  beforeEach(() => {
    served = ['first', 'second', 'third'];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(post(served.shift() ?? 'none'))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is handed to the page once, without a second request', async () => {
    startLoadingPost('ao-dai', 'vi');
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
      post('first'),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    // The next visit asks the server again.
    await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
      post('second'),
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is only handed to the page of the same post and language', async () => {
    startLoadingPost('ao-dai', 'vi');
    await blogApi.post('ao-dai', 'en', new AbortController().signal);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(vi.mocked(fetch).mock.calls[1]![0]).toContain('lang=en');
  });

  it('is not handed over once it is older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startLoadingPost('ao-dai', 'vi');
    vi.setSystemTime(Date.now() + 10_001);
    await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
      post('second'),
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  describe('with the post in the page the server sent', () => {
    /** As server/http/app-shell.ts writes it. */
    function putInPage(slug: string, lang: string, value: unknown) {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = EARLY_POST_ELEMENT_ID;
      element.dataset.slug = slug;
      element.dataset.lang = lang;
      element.textContent = JSON.stringify(value).replace(/</g, '\\u003c');
      document.head.append(element);
    }
    afterEach(() => document.getElementById(EARLY_POST_ELEMENT_ID)?.remove());

    it('takes it, with no request, once', async () => {
      putInPage('ao-dai', 'vi', post('in the page </script>'));
      startLoadingPost('ao-dai', 'vi');
      await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
        post('in the page </script>'),
      );
      expect(fetch).not.toHaveBeenCalled();
      expect(document.getElementById(EARLY_POST_ELEMENT_ID)).toBeNull();
      // Back to the post later in the same visit: asked for, fresh.
      startLoadingPost('ao-dai', 'vi');
      await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
        post('first'),
      );
    });

    it.each([
      ['another post', 'ao-khoac', 'vi'],
      ['another language', 'ao-dai', 'en'],
    ])('requests it when the page holds %s, and drops that one', async (_case, slug, lang) => {
      putInPage(slug, lang, post('not this one'));
      startLoadingPost('ao-dai', 'vi');
      await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
        post('first'),
      );
      expect(fetch).toHaveBeenCalledTimes(1);
      // Never taken later in the visit, when it may be stale.
      expect(document.getElementById(EARLY_POST_ELEMENT_ID)).toBeNull();
    });

    it('hands it over however long the code took to arrive', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      putInPage('ao-dai', 'vi', post('in the page'));
      startLoadingPost('ao-dai', 'vi');
      vi.setSystemTime(Date.now() + 60_000);
      await expect(blogApi.post('ao-dai', 'vi', new AbortController().signal)).resolves.toEqual(
        post('in the page'),
      );
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
