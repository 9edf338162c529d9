/**
 * The public site's copy: both languages hold the same keys, the tours point at strings that
 * exist, the legal documents share their anchors, and every sample picture is really there.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS } from '../../common/routes';
import { homeTutorial } from '../../src/features/marketing/home/home.tour';
import {
  SERVICE_SAMPLES,
  samplePath,
  samplePosterPath,
  sampleVideoPath,
} from '../../src/features/marketing/services/service-samples';
import { LEGAL_DOCUMENTS } from '../../src/features/legal/legal-document';
import { tryOnTutorial } from '../../src/features/try-on/try-on.tour';
import enAbout from '../../src/locales/en/about.json' with { type: 'json' };
import enLegal from '../../src/locales/en/legal.json' with { type: 'json' };
import enServicePages from '../../src/locales/en/service-pages.json' with { type: 'json' };
import enMarketing from '../../src/locales/en/marketing.json' with { type: 'json' };
import enSeo from '../../src/locales/en/seo.json' with { type: 'json' };
import enTutorial from '../../src/locales/en/tutorial.json' with { type: 'json' };
import viAbout from '../../src/locales/vi/about.json' with { type: 'json' };
import viLegal from '../../src/locales/vi/legal.json' with { type: 'json' };
import viServicePages from '../../src/locales/vi/service-pages.json' with { type: 'json' };
import viMarketing from '../../src/locales/vi/marketing.json' with { type: 'json' };
import viSeo from '../../src/locales/vi/seo.json' with { type: 'json' };
import viTutorial from '../../src/locales/vi/tutorial.json' with { type: 'json' };

/** Budgets of the service pages' example files (they are precached or streamed to phones). */
const MAX_PICTURE_BYTES = 120 * 1024;
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;

/** Every leaf path, with i18next plural suffixes folded (Vietnamese has only `_other`). */
function leafPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(node).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

const lookUp = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

const NAMESPACES = {
  marketing: { en: enMarketing, vi: viMarketing },
  about: { en: enAbout, vi: viAbout },
  'service-pages': { en: enServicePages, vi: viServicePages },
  legal: { en: enLegal, vi: viLegal },
  seo: { en: enSeo, vi: viSeo },
  tutorial: { en: enTutorial, vi: viTutorial },
};

describe('public site copy', () => {
  for (const [name, { en, vi }] of Object.entries(NAMESPACES)) {
    it(`has the same ${name} keys in Vietnamese and English`, () => {
      expect([...new Set(leafPaths(vi))].sort()).toEqual([...new Set(leafPaths(en))].sort());
    });
  }

  it('has a description for every service page', () => {
    for (const slug of SERVICE_SLUGS) {
      expect(typeof lookUp(enSeo, `services.${slug}`)).toBe('string');
      expect(typeof lookUp(viSeo, `services.${slug}`)).toBe('string');
    }
  });

  it('has every tour text in both languages', () => {
    for (const tour of [homeTutorial, tryOnTutorial]) {
      for (const step of tour.steps) {
        for (const key of [step.title, step.content]) {
          expect(typeof lookUp(enTutorial, key), key).toBe('string');
          expect(typeof lookUp(viTutorial, key), key).toBe('string');
        }
      }
    }
  });

  // docs/product-rules.md#generation
  it('tells the try-on user a result takes about 30 to 45 seconds', () => {
    const generate = tryOnTutorial.steps.find((step) => step.id === 'generate')!;
    expect(lookUp(enTutorial, generate.content)).toMatch(/30 to 45 seconds/);
    expect(lookUp(viTutorial, generate.content)).toMatch(/30 đến 45 giây/);
  });

  it('gives each legal section the same anchor in both languages', () => {
    for (const id of LEGAL_DOCUMENTS) {
      const anchors = (tree: typeof enLegal) =>
        tree.documents[id].sections.map((section: { id: string }) => section.id);
      expect(anchors(viLegal)).toEqual(anchors(enLegal));
      expect(anchors(enLegal).length).toBeGreaterThan(3);
    }
  });
});

describe('service samples (made by scripts/make-service-samples.ts)', () => {
  const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url).pathname;
  const all = SERVICE_SLUGS.flatMap((slug) =>
    SERVICE_SAMPLES[slug].map((sample) => ({ slug, sample })),
  );
  const pictures = all.flatMap(({ slug, sample }) =>
    (sample.video ? (['before'] as const) : (['before', 'after'] as const)).map((side) => ({
      slug,
      sample,
      side,
    })),
  );
  const videos = all.filter(({ sample }) => sample.video);

  it('shows examples on every service page, a video among them for image to video', () => {
    for (const slug of SERVICE_SLUGS) expect(SERVICE_SAMPLES[slug].length, slug).toBeGreaterThan(1);
    expect(SERVICE_SAMPLES['image-to-video'].every((sample) => sample.video)).toBe(true);
  });

  it.each(pictures)(
    'has $slug/$sample.id $side at its declared size, light enough for a phone',
    async ({ slug, sample, side }) => {
      const file = publicFile(samplePath(slug, sample.id, side));
      expect(existsSync(file)).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({
        width: sample.width,
        height: sample.height,
        format: 'webp',
      });
      expect(statSync(file).size).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
    },
  );

  it.each(videos)('has the $slug/$sample.id clip and its poster', async ({ slug, sample }) => {
    const clip = publicFile(sampleVideoPath(slug, sample.id));
    expect(statSync(clip).size).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
    expect(readFileSync(clip).subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await sharp(publicFile(samplePosterPath(slug, sample.id))).metadata();
    expect({ width: poster.width, height: poster.height, format: poster.format }).toEqual({
      ...sample.video,
      format: 'webp',
    });
  });

  it('has a label, caption and alt texts for every sample in both languages', () => {
    for (const { sample } of all) {
      for (const field of ['label', 'caption', 'beforeAlt', 'afterAlt']) {
        const key = `service.samples.items.${sample.id}.${field}`;
        expect(typeof lookUp(enServicePages, key), key).toBe('string');
        expect(typeof lookUp(viServicePages, key), key).toBe('string');
      }
    }
  });

  it("says where each service's examples come from, in both languages", () => {
    for (const slug of SERVICE_SLUGS) {
      const key = `service.samples.origin.${slug}`;
      expect(typeof lookUp(enServicePages, key), key).toBe('string');
      expect(typeof lookUp(viServicePages, key), key).toBe('string');
    }
  });
});

describe('the default link-preview image', () => {
  it('is 1200×630 (scripts/make-og-image.ts)', async () => {
    const { width, height } = await sharp(
      new URL('../../public/og/default.png', import.meta.url).pathname,
    ).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });
});
