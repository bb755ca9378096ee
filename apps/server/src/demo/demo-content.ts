import type { MallType, Role } from '@atelier/contract';
import { shopTerms } from '../modules/settings/first-settings';
import type { Setting } from '../modules/settings/settings-schemas';
import type { ArtStyle } from './artwork';

/**
 * The fictional studio's facts, in both languages. Later content (team, news, gallery) must
 * agree with these: founded 2016 in Hangzhou by Lin Che, 120+ artists, studio on Wensan Road.
 */
export const shop: Setting<'shop'> = {
  name: { 'zh-cn': '艺术工坊', en: 'Atelier' },
  slogan: { 'zh-cn': '让每一件数字艺术都有归处', en: 'A home for every work of digital art' },
  logo: '/uploads/seed/logo.svg',
  service_phone: '0571-8686-2016',
  service_email: 'hello@atelier-art.cn',
  address: {
    'zh-cn': '浙江省杭州市西湖区文三路 398 号 艺创园 5 号楼',
    en: 'Building 5, Yichuang Park, 398 Wensan Road, Xihu District, Hangzhou, Zhejiang',
  },
  business_hours: { 'zh-cn': '周二至周日 10:00–19:00', en: 'Tuesday to Sunday, 10:00–19:00' },
  ...shopTerms,
};

export const company: Setting<'company'> = {
  name: { 'zh-cn': '艺术工坊数字艺术工作室', en: 'Atelier Digital Art Studio' },
  slogan: {
    'zh-cn': '以代码为笔，以光为墨',
    en: 'Code for a brush, light for ink',
  },
  intro: {
    'zh-cn':
      '<p>艺术工坊于 2016 年由艺术家林澈在杭州创立，是一家专注于数字艺术创作、收藏与传播的独立工作室。我们与一百二十多位艺术家合作，把生成艺术、数字绘画与混合现实带进日常生活。</p><p>在文三路的工作室里，工程师与画家并肩工作：每一件作品都附有唯一的防伪序列号，每一位藏家都能追溯作品的来处。我们相信，数字艺术值得被认真地创作、被郑重地收藏。</p>',
    en: '<p>Atelier was founded in Hangzhou in 2016 by the artist Lin Che as an independent studio for making, collecting and sharing digital art. Together with more than 120 artists, we bring generative art, digital painting and mixed reality into everyday life.</p><p>In our studio on Wensan Road, engineers and painters work side by side. Every work carries its own authenticity serial, so every collector can trace where a piece comes from. We believe digital art deserves to be made with care and collected with respect.</p>',
  },
  founded_year: 2016,
  city: { 'zh-cn': '杭州', en: 'Hangzhou' },
  image: '/uploads/seed/company.svg',
  stats: [
    { label: { 'zh-cn': '合作艺术家', en: 'Artists' }, value: '120+' },
    { label: { 'zh-cn': '收藏作品', en: 'Works collected' }, value: '3,600+' },
    { label: { 'zh-cn': '举办展览', en: 'Exhibitions' }, value: '48' },
    { label: { 'zh-cn': '巡展城市', en: 'Cities toured' }, value: '9' },
  ],
  milestones: [
    {
      year: 2016,
      text: {
        'zh-cn': '林澈在杭州文三路创立艺术工坊',
        en: 'Lin Che founds Atelier on Wensan Road, Hangzhou',
      },
    },
    {
      year: 2018,
      text: {
        'zh-cn': '首个生成艺术个展「流光」开幕',
        en: 'First generative art show, "Flowing Light", opens',
      },
    },
    {
      year: 2020,
      text: {
        'zh-cn': '艺术商城上线，作品附防伪序列号',
        en: 'The art mall opens; every work carries a serial',
      },
    },
    {
      year: 2022,
      text: { 'zh-cn': 'MR 混合现实体验馆落成', en: 'The mixed-reality experience hall opens' },
    },
    {
      year: 2024,
      text: {
        'zh-cn': '发起「超级个体」独立创作者计划',
        en: 'The Super Individual programme for independent creators begins',
      },
    },
    {
      year: 2025,
      text: {
        'zh-cn': '积分商城与创作者社区开放',
        en: 'The points mall and creator community open',
      },
    },
  ],
};

export interface BannerSeed {
  position: 'about' | 'home' | 'shop' | 'points';
  title: [zh: string, en: string];
  subtitle: [zh: string, en: string];
  link: string;
  art: [seed: number, style: ArtStyle];
}

export const banners: BannerSeed[] = [
  {
    position: 'about',
    title: ['以代码为笔，以光为墨', 'Code for a brush, light for ink'],
    subtitle: [
      '自 2016 年起，与 120 多位艺术家一起创作',
      'Making art with more than 120 artists since 2016',
    ],
    link: '/about',
    art: [11, 'flow'],
  },
  {
    position: 'about',
    title: ['流光：生成艺术十年', 'Flowing Light: ten years of generative art'],
    subtitle: ['杭州文三路工作室常设展', 'Permanent exhibition at our Wensan Road studio'],
    link: '/about',
    art: [23, 'orbits'],
  },
  {
    position: 'about',
    title: ['每一件作品，都有唯一的序列号', 'Every work has a serial of its own'],
    subtitle: ['收藏可追溯的数字艺术', 'Collect digital art you can trace'],
    link: '/about',
    art: [37, 'mosaic'],
  },
  {
    position: 'home',
    title: ['新季作品已上线', 'New season works are here'],
    subtitle: ['数字绘画、限量版画与艺术周边', 'Digital paintings, limited prints and art goods'],
    link: '/GLOBALSHOP',
    art: [41, 'flow'],
  },
  {
    position: 'shop',
    title: ['艺术商城', 'Art mall'],
    subtitle: ['把喜欢的作品带回家', 'Take home the works you love'],
    link: '/GLOBALSHOP',
    art: [52, 'mosaic'],
  },
  {
    position: 'points',
    title: ['积分商城', 'Points mall'],
    subtitle: [
      '签到、游戏赢积分，兑换好礼',
      'Earn points by signing in and playing, then treat yourself',
    ],
    link: '/PointsMall',
    art: [63, 'orbits'],
  },
];

export type CategoryCode =
  'paintings' | 'prints' | 'generative' | 'peripherals' | 'figures' | 'gifts' | 'collectibles';

export interface CategorySeed {
  type: MallType;
  /** What the web app's routes know a category by (`figures` is /Figure). */
  code: CategoryCode;
  name: [zh: string, en: string];
  art: number;
}

export const categories: CategorySeed[] = [
  { type: 'art', code: 'paintings', name: ['数字绘画', 'Digital paintings'], art: 101 },
  { type: 'art', code: 'prints', name: ['限量版画', 'Limited prints'], art: 102 },
  { type: 'art', code: 'generative', name: ['生成艺术', 'Generative art'], art: 103 },
  { type: 'art', code: 'peripherals', name: ['艺术周边', 'Art peripherals'], art: 104 },
  { type: 'art', code: 'figures', name: ['手办雕塑', 'Figures'], art: 105 },
  { type: 'points', code: 'gifts', name: ['积分好礼', 'Points gifts'], art: 106 },
  { type: 'points', code: 'collectibles', name: ['数字藏品', 'Digital collectibles'], art: 107 },
];

export const links: Array<{ group: string; name: [zh: string, en: string]; url: string }> = [
  { group: 'studio', name: ['关于我们', 'About us'], url: '/about' },
  { group: 'studio', name: ['新闻动态', 'News'], url: '/news' },
  { group: 'studio', name: ['社区', 'Community'], url: '/COMMUNITY' },
  { group: 'studio', name: ['加入我们', 'Join us'], url: '/joinUs' },
  { group: 'shop', name: ['艺术商城', 'Art mall'], url: '/GLOBALSHOP' },
  { group: 'shop', name: ['积分商城', 'Points mall'], url: '/PointsMall' },
  { group: 'shop', name: ['防伪查询', 'Authenticity check'], url: '/appraisal' },
  { group: 'help', name: ['联系我们', 'Contact'], url: '/CONNECTION' },
  { group: 'help', name: ['用户协议', 'User agreement'], url: '/richText?key=agreement' },
  { group: 'help', name: ['隐私政策', 'Privacy policy'], url: '/richText?key=privacy' },
];

/** The demo accounts the README lists. */
export const accounts: Array<{
  username: string;
  password: string;
  nickname: string;
  mobile: string;
  role: Role;
  score: number;
}> = [
  {
    username: 'admin',
    password: 'Admin@12345',
    nickname: '工坊管理员',
    mobile: '13800000001',
    role: 'admin',
    score: 0,
  },
  {
    username: 'operator',
    password: 'Operator@12345',
    nickname: '订单运营',
    mobile: '13800000003',
    role: 'operator',
    score: 0,
  },
  {
    username: 'editor',
    password: 'Editor@12345',
    nickname: '商品编辑',
    mobile: '13800000004',
    role: 'editor',
    score: 0,
  },
  {
    username: 'demo',
    password: 'Demo@12345',
    nickname: '林小满',
    mobile: '13800000002',
    role: 'user',
    score: 5000,
  },
];
