/** The blog's first categories, tags and authors (seeded once; admins change them later). */
import type { z } from 'zod';
import type {
  adminBlogAuthorRequestSchema,
  adminBlogCategoryRequestSchema,
  adminBlogTagRequestSchema,
} from '../../../../common/contracts/blog-admin';

export const SEED_CATEGORIES: z.input<typeof adminBlogCategoryRequestSchema>[] = [
  {
    slug: 'thu-do-ao',
    name_vi: 'Thử đồ ảo',
    name_en: 'Virtual try-on',
    description_vi:
      'Chuẩn bị ảnh người mẫu và ảnh sản phẩm để thử đồ ảo ra kết quả đẹp, đúng form.',
    description_en:
      'Preparing model and garment photos so virtual try-on looks right and fits true.',
  },
  {
    slug: 'anh-san-pham',
    name_vi: 'Ảnh sản phẩm',
    name_en: 'Product photos',
    description_vi:
      'Chụp, xử lý nền và chuẩn hoá ảnh sản phẩm cho website và sàn thương mại điện tử.',
    description_en:
      'Shooting, background cleanup and consistent product photos for shops and marketplaces.',
  },
  {
    slug: 'salon-toc',
    name_vi: 'Salon & tóc',
    name_en: 'Salons & hair',
    description_vi: 'Chụp chân dung, tư vấn kiểu tóc và giữ chân khách cho salon.',
    description_en: 'Portraits, hairstyle consultations and keeping salon clients coming back.',
  },
  {
    slug: 'video',
    name_vi: 'Video',
    name_en: 'Video',
    description_vi: 'Video ngắn từ ảnh sản phẩm cho TikTok Shop, Shopee Video và Reels.',
    description_en: 'Short videos from product photos for TikTok Shop, Shopee Video and Reels.',
  },
  {
    slug: 'ban-hang-online',
    name_vi: 'Bán hàng online',
    name_en: 'Selling online',
    description_vi: 'Tư vấn size, giảm đổi trả và lên bộ sưu tập theo mùa cho shop thời trang.',
    description_en: 'Size advice, fewer returns and seasonal collections for fashion shops.',
  },
];

export const SEED_TAGS: z.input<typeof adminBlogTagRequestSchema>[] = [
  ['thu-do-ao', 'thử đồ ảo', 'virtual try-on'],
  ['flat-lay', 'flat-lay', 'flat-lay'],
  ['dien-thoai', 'chụp bằng điện thoại', 'smartphone photography'],
  ['nguoi-mau', 'người mẫu', 'models'],
  ['salon', 'salon', 'salon'],
  ['anh-sang', 'ánh sáng', 'lighting'],
  ['kieu-toc', 'kiểu tóc', 'hairstyles'],
  ['tu-van-khach', 'tư vấn khách', 'client consultation'],
  ['tiktok-shop', 'TikTok Shop', 'TikTok Shop'],
  ['shopee', 'Shopee', 'Shopee'],
  ['video-ngan', 'video ngắn', 'short video'],
  ['bang-size', 'bảng size', 'size charts'],
  ['doi-tra', 'đổi trả', 'returns'],
  ['xoa-nen', 'xoá nền', 'background removal'],
  ['bo-suu-tap', 'bộ sưu tập', 'collections'],
  ['tet', 'Tết', 'Tết'],
].map(([slug, name_vi, name_en]) => ({ slug: slug!, name_vi: name_vi!, name_en: name_en! }));

export const SEED_AUTHORS: z.input<typeof adminBlogAuthorRequestSchema>[] = [
  {
    slug: 'nguyen-minh-thu',
    name: 'Nguyễn Minh Thư',
    role_vi: 'Nhiếp ảnh gia sản phẩm, Studio AI',
    role_en: 'Product photographer, Studio AI',
    bio_vi:
      'Tám năm chụp lookbook và ảnh sàn cho các shop thời trang ở TP.HCM; nay hướng dẫn shop tự chụp ảnh đầu vào cho thử đồ ảo.',
    bio_en:
      'Eight years shooting lookbooks and marketplace photos for fashion shops in Ho Chi Minh City; now teaches shops to shoot their own try-on inputs.',
  },
  {
    slug: 'tran-quoc-bao',
    name: 'Trần Quốc Bảo',
    role_vi: 'Cố vấn salon, Studio AI',
    role_en: 'Salon advisor, Studio AI',
    bio_vi:
      'Từng quản lý hai salon tóc ở Hà Nội; phụ trách cách salon dùng công cụ đổi kiểu tóc trong buổi tư vấn.',
    bio_en:
      'Ran two hair salons in Hanoi; looks after how salons use the hairstyle changer in consultations.',
  },
  {
    slug: 'le-hoang-nam',
    name: 'Lê Hoàng Nam',
    role_vi: 'Chuyên viên thương mại điện tử, Studio AI',
    role_en: 'E-commerce specialist, Studio AI',
    bio_vi:
      'Vận hành gian hàng thời trang trên Shopee và TikTok Shop từ 2019; viết về video ngắn, bảng size và đổi trả.',
    bio_en:
      'Has run fashion stores on Shopee and TikTok Shop since 2019; writes about short video, size charts and returns.',
  },
];
