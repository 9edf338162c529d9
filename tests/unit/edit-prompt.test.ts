/**
 * What the offline editing engine reads in a prompt (common/studios/edit-prompt.ts) and which
 * presets combine (common/studios/image-editing.ts): the presets' names in Vietnamese (with or
 * without accents) and English, clause by clause; anything else needs a hosted engine.
 */
import { describe, expect, it } from 'vitest';
import { presetsOfPrompt } from '../../common/studios/edit-prompt';
import { conflictIn, conflictsOf, orderedPresets } from '../../common/studios/image-editing';

describe('presetsOfPrompt', () => {
  it('reads the presets a prompt names, in either language, with or without accents', () => {
    expect(presetsOfPrompt('Xoá nền và làm sáng')).toEqual([
      'remove_background',
      'lighting_correction',
    ]);
    expect(presetsOfPrompt('xoa phong, lam net')).toEqual(['remove_background', 'enhance_quality']);
    expect(presetsOfPrompt('Remove the background. Fix the colours; retouch the face')).toEqual([
      'remove_background',
      'colour_adjustment',
      'face_enhancement',
    ]);
    expect(presetsOfPrompt('cartoon')).toEqual(['artistic_style']);
  });

  it('an empty prompt names nothing', () => {
    expect(presetsOfPrompt('   ')).toEqual([]);
  });

  it('refuses the whole prompt when one clause asks for something else', () => {
    expect(presetsOfPrompt('Remove the background and put her on a beach')).toBeNull();
    expect(presetsOfPrompt('Đổi váy sang màu đỏ')).toBeNull();
    expect(presetsOfPrompt('make the dress red')).toBeNull();
  });
});

describe('combining presets', () => {
  it('the artistic look goes with neither enhance quality nor face enhancement', () => {
    expect(conflictsOf('artistic_style')).toEqual(['enhance_quality', 'face_enhancement']);
    expect(conflictsOf('remove_background')).toEqual([]);
    expect(conflictIn(['face_enhancement', 'artistic_style'])).toEqual([
      'artistic_style',
      'face_enhancement',
    ]);
    expect(conflictIn(['remove_background', 'lighting_correction', 'enhance_quality'])).toBeNull();
  });

  it('presets run in one order whatever order they were chosen in', () => {
    expect(orderedPresets(['remove_background', 'enhance_quality', 'lighting_correction'])).toEqual(
      ['lighting_correction', 'enhance_quality', 'remove_background'],
    );
  });
});
