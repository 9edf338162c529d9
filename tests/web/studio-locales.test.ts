/** The studio's copy (try-on, history, dashboard, generation states): both languages say the same things. */
import { describe, expect, it } from 'vitest';
import enBody from '../../src/locales/en/body-generator.json' with { type: 'json' };
import enDashboard from '../../src/locales/en/dashboard.json' with { type: 'json' };
import enGeneration from '../../src/locales/en/generation.json' with { type: 'json' };
import enHairstyle from '../../src/locales/en/hairstyle.json' with { type: 'json' };
import enHistory from '../../src/locales/en/history.json' with { type: 'json' };
import enVideo from '../../src/locales/en/image-to-video.json' with { type: 'json' };
import enImageEditing from '../../src/locales/en/image-editing.json' with { type: 'json' };
import enStudio from '../../src/locales/en/studio.json' with { type: 'json' };
import enTryOn from '../../src/locales/en/try-on.json' with { type: 'json' };
import viBody from '../../src/locales/vi/body-generator.json' with { type: 'json' };
import viDashboard from '../../src/locales/vi/dashboard.json' with { type: 'json' };
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viHairstyle from '../../src/locales/vi/hairstyle.json' with { type: 'json' };
import viHistory from '../../src/locales/vi/history.json' with { type: 'json' };
import viVideo from '../../src/locales/vi/image-to-video.json' with { type: 'json' };
import viImageEditing from '../../src/locales/vi/image-editing.json' with { type: 'json' };
import viStudio from '../../src/locales/vi/studio.json' with { type: 'json' };
import viTryOn from '../../src/locales/vi/try-on.json' with { type: 'json' };
import {
  GENERATION_ERROR_CODES,
  GENERATION_PHASES,
  GENERATION_REQUEST_ERRORS,
} from '../../common/contracts/generations';
import { FIELD_ISSUE_CODES } from '../../common/studios/field-issues';
import { STUDIOS_IN_ORDER } from '../../common/studios/studios';
import { leaves } from '../unit/locale-leaves';

const NAMESPACES = {
  'body-generator': [enBody, viBody],
  dashboard: [enDashboard, viDashboard],
  generation: [enGeneration, viGeneration],
  hairstyle: [enHairstyle, viHairstyle],
  history: [enHistory, viHistory],
  'image-to-video': [enVideo, viVideo],
  'image-editing': [enImageEditing, viImageEditing],
  studio: [enStudio, viStudio],
  'try-on': [enTryOn, viTryOn],
} as const;

describe('studio locales', () => {
  for (const [name, [en, vi]] of Object.entries(NAMESPACES)) {
    it(`has the same ${name} keys and placeholders in Vietnamese and English`, () => {
      expect(leaves(vi).sort()).toEqual(leaves(en).sort());
    });
  }

  it('names every phase and every failure code of the contract', () => {
    for (const phase of GENERATION_PHASES) expect(enGeneration.phases[phase].label).toBeTruthy();
    for (const code of GENERATION_ERROR_CODES) expect(enGeneration.errors[code]).toBeTruthy();
  });

  it("describes every phase in each studio's own words (the shared ones speak of garments)", () => {
    for (const copy of [enBody, viBody, enHairstyle, viHairstyle, enVideo, viVideo]) {
      const phases: Record<string, string> = copy.progress.phases;
      for (const phase of GENERATION_PHASES) expect(phases[phase]).toBeTruthy();
    }
  });

  it('says every field issue, and names every input and parameter of every studio', () => {
    for (const code of FIELD_ISSUE_CODES) expect(enGeneration.fieldIssues[code]).toBeTruthy();
    for (const studio of STUDIOS_IN_ORDER) {
      const labels: Record<string, string> = enGeneration.fields[studio.service];
      const names = [...studio.inputs.map((input) => input.field), ...Object.keys(studio.params)];
      expect(Object.keys(labels).sort(), studio.service).toEqual(names.sort());
    }
    const studioNotAvailable = GENERATION_REQUEST_ERRORS.studioNotAvailable;
    expect(enGeneration.requestErrors[studioNotAvailable]).toBeTruthy();
  });

  it("carries the spec's texts", () => {
    expect(enHistory.loadFailed).toBe('Failed to load generations');
    expect(enHistory.toast.regenerated).toBe('Regeneration started');
    expect(enGeneration.missingResult.title).toBe('Missing Result');
  });
});
