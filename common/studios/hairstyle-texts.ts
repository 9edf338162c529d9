/**
 * The hairstyle changer's templates and colours as people read them: each one's name (and a
 * template's description) in Vietnamese and English, and a template's preview picture. Stated
 * once here for GET /api/studios and the studio's page; kept out of hairstyle-changer.ts, which
 * the navigation reads on a visitor's first page.
 */
import {
  HAIR_COLOURS,
  HAIRSTYLE_TEMPLATES,
  type HairColour,
  type HairstyleTemplateId,
} from './hairstyle-changer';

export interface InBothLanguages {
  vi: string;
  en: string;
}

interface TemplateText {
  name: InBothLanguages;
  description: InBothLanguages;
}

export const HAIRSTYLE_TEXTS: Record<HairstyleTemplateId, TemplateText> = {
  'long-straight-layer': {
    name: { vi: 'Tóc dài thẳng tỉa layer', en: 'Long straight layer' },
    description: {
      vi: 'Tóc dài thẳng tỉa nhiều tầng mềm mại, ôm lấy khuôn mặt và tạo độ chuyển động nhẹ.',
      en: 'Long, straight hair cut in soft layers that frame the face and add light movement.',
    },
  },
  'long-loose-curls': {
    name: { vi: 'Tóc dài uốn lọn lơi', en: 'Long loose curls' },
    description: {
      vi: 'Tóc dài uốn lọn to và lơi từ giữa thân tóc xuống ngọn, mềm và dày.',
      en: 'Long hair in big, loose curls from the mid-lengths down, soft and full.',
    },
  },
  'short-layered': {
    name: { vi: 'Tóc ngắn tỉa layer', en: 'Short layered hair' },
    description: {
      vi: 'Tóc ngắn tỉa tầng ở đỉnh đầu cho độ phồng, dễ tạo nếp tự nhiên.',
      en: 'A short cut layered through the crown for lift and an easy, tousled finish.',
    },
  },
  'modern-bob': {
    name: { vi: 'Tóc bob hiện đại', en: 'Modern bob' },
    description: {
      vi: 'Tóc bob ngang cằm với đường cắt thẳng, suôn mượt và sắc nét.',
      en: 'A chin-length bob with a clean, straight line: sleek and sharp.',
    },
  },
  'female-mullet-layer': {
    name: { vi: 'Tóc mullet layer nữ', en: 'Female mullet layer' },
    description: {
      vi: 'Phần đỉnh và hai bên ngắn, tỉa tầng; phần gáy để dài: kiểu mullet mềm mại, hiện đại.',
      en: 'A shorter, layered top and sides with longer lengths at the nape: a soft, modern mullet.',
    },
  },
  'hime-cut': {
    name: { vi: 'Tóc công chúa (hime)', en: 'Hime cut' },
    description: {
      vi: 'Mái bằng, hai lọn bên cắt ngang má và tóc dài thẳng phía sau: kiểu "công chúa" Nhật Bản.',
      en: 'Blunt bangs, cheek-length side locks and long straight hair behind: the Japanese "princess" cut.',
    },
  },
  'pixie-cut': {
    name: { vi: 'Tóc pixie', en: 'Pixie cut' },
    description: {
      vi: 'Tóc cắt rất ngắn, sát hai bên và gáy, phần đỉnh dài hơn một chút.',
      en: 'A very short crop, close at the sides and nape, with a little length on top.',
    },
  },
  'short-c-curl': {
    name: { vi: 'Tóc ngắn uốn cụp chữ C', en: 'Short C-curl' },
    description: {
      vi: 'Tóc ngang vai, phần đuôi uốn cụp vào trong hình chữ C.',
      en: 'Shoulder-length hair whose ends curve inward in a C shape.',
    },
  },
  'noodle-curls': {
    name: { vi: 'Tóc xoăn mì', en: 'Noodle curls' },
    description: {
      vi: 'Lọn xoăn nhỏ, tít và đàn hồi khắp đầu, rất bồng.',
      en: 'Tight, springy ringlets all over, full of volume.',
    },
  },
  'long-straight-middle-part': {
    name: { vi: 'Tóc dài thẳng rẽ ngôi giữa', en: 'Long straight middle part' },
    description: {
      vi: 'Tóc dài thẳng suôn, rẽ ngôi giữa, buông đều hai bên.',
      en: 'Long, sleek, straight hair parted in the middle, falling evenly on both sides.',
    },
  },
  undercut: {
    name: { vi: 'Tóc undercut', en: 'Undercut' },
    description: {
      vi: 'Hai bên và phía sau cắt sát, phần trên để dài vuốt ngược hoặc sang một bên.',
      en: 'Sides and back clipped close, with a longer top swept back or to one side.',
    },
  },
  'side-part': {
    name: { vi: 'Tóc rẽ ngôi lệch', en: 'Side part' },
    description: {
      vi: 'Kiểu cổ điển gọn gàng, đường ngôi lệch rõ, phần trên chải sang một bên.',
      en: 'A classic, tidy cut with a clear side parting and the top combed across.',
    },
  },
  mullet: {
    name: { vi: 'Tóc mullet', en: 'Mullet' },
    description: {
      vi: 'Ngắn ở phía trước và hai bên, dài ở phía sau gáy.',
      en: 'Short at the front and sides, long at the back.',
    },
  },
  'short-quiff': {
    name: { vi: 'Tóc quiff ngắn', en: 'Short quiff' },
    description: {
      vi: 'Hai bên ngắn, phần tóc trước ngắn được vuốt dựng lên và ra sau.',
      en: 'Short sides and a short front brushed up and back.',
    },
  },
  pompadour: {
    name: { vi: 'Tóc pompadour', en: 'Pompadour' },
    description: {
      vi: 'Phần tóc trên cao và dày, vuốt ngược từ trán ra sau, hai bên ngắn hơn.',
      en: 'A high, full top swept up and back from the forehead over shorter sides.',
    },
  },
  'mens-layer': {
    name: { vi: 'Tóc layer nam', en: "Men's layer" },
    description: {
      vi: 'Tóc dài vừa tỉa tầng, rủ tự nhiên và phủ nhẹ xuống trán.',
      en: 'Medium-length layered hair with natural movement, falling softly over the forehead.',
    },
  },
  'crew-cut': {
    name: { vi: 'Tóc húi cua', en: 'Crew cut' },
    description: {
      vi: 'Tóc cắt rất ngắn toàn bộ, phía trước để dài hơn một chút.',
      en: 'Very short all over, a little longer at the front.',
    },
  },
  'two-block': {
    name: { vi: 'Tóc two block', en: 'Two block' },
    description: {
      vi: 'Kiểu Hàn Quốc: phần dưới cắt ngắn, phần trên để dài phủ xuống.',
      en: 'The Korean cut: clipped short underneath, with a longer top falling over it.',
    },
  },
  'french-crop': {
    name: { vi: 'Tóc French crop', en: 'French crop' },
    description: {
      vi: 'Phần trên ngắn có kết cấu, mái cắt ngang thẳng, hai bên cắt fade.',
      en: 'A short, textured top with a straight fringe and faded sides.',
    },
  },
  mohican: {
    name: { vi: 'Tóc mohican', en: 'Mohican' },
    description: {
      vi: 'Một dải tóc dài dọc giữa đỉnh đầu, hai bên cạo sát.',
      en: 'A strip of longer hair along the middle of the head, the sides shaved.',
    },
  },
};

export const HAIR_COLOUR_NAMES: Record<HairColour, InBothLanguages> = {
  black: { vi: 'Đen', en: 'Black' },
  'dark-brown': { vi: 'Nâu đậm', en: 'Dark brown' },
  'light-brown': { vi: 'Nâu sáng', en: 'Light brown' },
  blonde: { vi: 'Vàng', en: 'Blonde' },
  'platinum-blonde': { vi: 'Bạch kim', en: 'Platinum blonde' },
  red: { vi: 'Đỏ', en: 'Red' },
  auburn: { vi: 'Nâu đỏ', en: 'Auburn' },
  copper: { vi: 'Đồng', en: 'Copper' },
  grey: { vi: 'Xám', en: 'Grey' },
  silver: { vi: 'Bạc', en: 'Silver' },
  blue: { vi: 'Xanh dương', en: 'Blue' },
  purple: { vi: 'Tím', en: 'Purple' },
  pink: { vi: 'Hồng', en: 'Pink' },
};

/** A template's preview picture (drawn by scripts/make-hairstyle-previews.ts), in public/. */
export const hairstylePreviewPath = (id: HairstyleTemplateId) => `/hairstyles/${id}.webp`;

/** GET /api/studios's `templates` and `colors` of the hairstyle changer. */
export function hairstyleOptions() {
  return {
    templates: HAIRSTYLE_TEMPLATES.map(({ id, gender, category }) => ({
      id,
      gender,
      category,
      names: HAIRSTYLE_TEXTS[id].name,
      descriptions: HAIRSTYLE_TEXTS[id].description,
      preview: hairstylePreviewPath(id),
    })),
    colors: (Object.keys(HAIR_COLOURS) as HairColour[]).map((id) => ({
      id,
      hex: HAIR_COLOURS[id],
      names: HAIR_COLOUR_NAMES[id],
    })),
  };
}
