/**
 * What the built-in (offline) editing engine can read in a prompt (docs/studios.md "Image
 * editing", "Prompts offline"): nothing generative, only the names of its own presets, in
 * Vietnamese or English ("xoá nền, làm sáng", "remove the background and sharpen"). A prompt is
 * cut into clauses at commas, full stops, semicolons, new lines and "and" / "và"; each clause must
 * name a preset, or the whole prompt needs a hosted engine. Shared by the server's check before
 * the charge and the page, which says so while the prompt is typed.
 */
import type { EditPreset } from './image-editing';

/**
 * The phrases that name each preset, folded (lower case, no accents, đ as d). A clause names a
 * preset when it contains one of them.
 */
const PRESET_PHRASES: Record<EditPreset, readonly string[]> = {
  remove_background: [
    'remove background',
    'remove the background',
    'background removal',
    'transparent background',
    'cut out',
    'cutout',
    'xoa nen',
    'xoa phong',
    'tach nen',
    'nen trong suot',
  ],
  enhance_quality: [
    'enhance quality',
    'enhance the quality',
    'improve quality',
    'improve the quality',
    'sharpen',
    'sharper',
    'tang chat luong',
    'nang chat luong',
    'nang cao chat luong',
    'lam net',
    'net hon',
  ],
  lighting_correction: [
    'lighting correction',
    'fix lighting',
    'fix the lighting',
    'correct the lighting',
    'brighten',
    'brighter',
    'too dark',
    'lam sang',
    'sang hon',
    'tang sang',
    'chinh sang',
    'sua anh sang',
    'chinh anh sang',
  ],
  colour_adjustment: [
    'colour correction',
    'color correction',
    'colour adjustment',
    'color adjustment',
    'fix colo',
    'fix the colo',
    'correct the colo',
    'adjust colo',
    'adjust the colo',
    'white balance',
    'more vivid',
    'chinh mau',
    'sua mau',
    'can bang trang',
    'mau tuoi hon',
  ],
  face_enhancement: [
    'face enhancement',
    'enhance face',
    'enhance the face',
    'retouch',
    'smooth skin',
    'smoother skin',
    'lam dep da',
    'lam min da',
    'min da',
    'lam dep khuon mat',
    'lam dep mat',
  ],
  artistic_style: [
    'artistic',
    'illustration',
    'cartoon',
    'poster',
    'nghe thuat',
    'tranh ve',
    'hoat hinh',
    'minh hoa',
  ],
};

/** Lower case, without accents (đ as d), spaces squeezed: how phrases are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Clauses of a folded prompt. */
function clausesOf(folded: string): string[] {
  return folded
    .split(/[,.;:!?\n+&]|\band\b|\bva\b|\bthen\b|\broi\b/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
}

/**
 * The presets a prompt names, in the order it names them, or null when some clause names none
 * (the prompt asks for something only a hosted engine can do). An empty prompt names none: [].
 */
export function presetsOfPrompt(prompt: string): EditPreset[] | null {
  const found: EditPreset[] = [];
  for (const clause of clausesOf(foldText(prompt))) {
    const named = (Object.keys(PRESET_PHRASES) as EditPreset[]).filter((preset) =>
      PRESET_PHRASES[preset].some((phrase) => clause.includes(phrase)),
    );
    if (named.length === 0) return null;
    for (const preset of named) if (!found.includes(preset)) found.push(preset);
  }
  return found;
}
