import type { ActionOutput } from '@atelier/contract';

export const business: ActionOutput<'business'> = {
  title: '让数字艺术走进日常',
  lead: '创作、收藏与体验，工坊的三条业务线。',
  body: '<p>自 2016 年起，工坊与 120 多位艺术家合作。</p><blockquote><p>每一件作品都值得被郑重收藏。</p></blockquote><p>作品附有防伪序列号。</p><script>window.hacked = true</script>',
  image: '/uploads/seed/business.svg',
  sections: [
    {
      id: 1,
      title: '原创作品',
      subtitle: 'Creation',
      summary: '生成艺术与数字绘画。',
      image: '/a.svg',
    },
    {
      id: 2,
      title: '艺术商城',
      subtitle: 'Collecting',
      summary: '每件作品附序列号。',
      image: '/b.svg',
    },
    {
      id: 3,
      title: 'MR 体验馆',
      subtitle: 'Experience',
      summary: '2022 年落成。',
      image: '/c.svg',
    },
  ],
};

export const founder: ActionOutput<'founder'> = {
  name: '林澈',
  title: '艺术家，艺术工坊创始人',
  portrait: '/uploads/seed/founder.svg',
  quote: '代码是我的笔，光是我的墨。',
  bio: '<p>林澈 2016 年在杭州创立艺术工坊。</p>',
  facts: [
    { label: '出生', value: '1986 年，杭州' },
    { label: '代表作', value: '「流光」' },
  ],
  timeline: [
    { year: 2018, text: '首个生成艺术个展「流光」' },
    { year: 2016, text: '创立艺术工坊' },
  ],
};

export function galleryWork(id: number): ActionOutput<'gallery'>['list'][number] {
  return {
    id,
    title: `作品 ${id}`,
    artist: '林岚',
    year: 2020 + (id % 5),
    medium: '生成艺术，数字微喷',
    description: `第 ${id} 件作品的说明。`,
    image: `/uploads/seed/gallery-${id}.svg`,
    width: 1200,
    height: id % 2 ? 1500 : 900,
  };
}

export function galleryPage(
  page: number,
  count: number,
  total: number,
  limit = 12,
): ActionOutput<'gallery'> {
  const first = (page - 1) * limit + 1;
  return {
    list: Array.from({ length: count }, (_, i) => galleryWork(first + i)),
    total,
    page,
    limit,
  };
}

export const team: ActionOutput<'coreTeam'> = [
  {
    id: 1,
    name: '林澈',
    role: '创始人 / 艺术总监',
    bio: '2016 年创立工坊。',
    photo: '/uploads/seed/team-1.svg',
    joined_year: 2016,
  },
  {
    id: 2,
    name: '周予安',
    role: '技术负责人',
    bio: '负责生成算法与序列号系统。',
    photo: '/uploads/seed/team-2.svg',
    joined_year: 2018,
  },
];

export const shop: ActionOutput<'shopConfig'> = {
  name: '艺术工坊',
  slogan: '让每一件数字艺术都有归处',
  logo: '/uploads/seed/logo.svg',
  service_phone: '0571-8686-2016',
  service_email: 'hello@atelier.example',
  address: '浙江省杭州市西湖区文三路 398 号 艺创园 5 号楼',
  business_hours: '周二至周日 10:00–19:00',
  time_zone: 'Asia/Shanghai',
  currency: 'CNY',
  pay_timeout_minutes: 30,
  ship_base_fee: '12.00',
  ship_free_threshold: '299.00',
  auto_receive_days: 10,
  payment: { gateway: 'sandbox', gateways: ['sandbox'], test_mode: true },
  sms: { test_mode: false },
};

export const links: ActionOutput<'getLink'> = [
  { id: 1, group: 'studio', name: '关于我们', url: '/about' },
  { id: 2, group: 'help', name: '用户协议', url: '/richText?key=agreement' },
  { id: 3, group: 'studio', name: '加入我们', url: '/joinUs' },
];

export const programmeText: ActionOutput<'richText'> = {
  key: 'super_individual',
  title: '超级个体计划',
  content:
    '<p>2024 年，工坊发起超级个体计划。</p><h2>适合谁</h2><ul><li>以个人身份创作的插画师。</li><li>不需要搬来杭州。</li></ul>' +
    '<h2>你会得到</h2><ul><li>印制：在文三路打样。</li><li>序列号与证书：每件作品附防伪序列号。</li></ul>' +
    '<h2>如何申请</h2><p>在「加入我们」找到计划岗位。</p>',
  updated_at: '2024-03-01T10:00:00+08:00',
};

export const programmes: ActionOutput<'joinUs'> = {
  list: [
    {
      id: 31,
      title: '超级个体 · 2025 春季招募',
      department: '超级个体计划',
      city: '杭州',
      kind: 'programme',
      summary: '为期六个月的驻留创作。',
      headcount: 12,
      published_at: '2025-02-01T10:00:00+08:00',
    },
  ],
  total: 1,
  page: 1,
  limit: 6,
};
