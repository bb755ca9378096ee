import type { FastifyInstance } from 'fastify';
import { storeJobPosition, type StoredJobPosition } from './hiring-store';

const day = (iso: string) => Date.parse(`${iso}T09:00:00+08:00`);

/** A questionnaire with every kind of question, required and optional. */
export const engineerQuestions = {
  years: { 'zh-cn': '你从事生成艺术多少年了？', en: 'How long have you made generative art?' },
  tools: { 'zh-cn': '你常用哪些工具？', en: 'Which tools do you use?' },
  work: { 'zh-cn': '介绍一件你最满意的作品', en: 'Tell us about the work you are proudest of' },
  more: { 'zh-cn': '还有什么想告诉我们的？', en: 'Anything else we should know?' },
  start: { 'zh-cn': '最早何时可以入职？', en: 'When could you start?' },
};

export interface HiringFixtures {
  /** Open, full-time, bilingual, five questions. */
  engineer: StoredJobPosition;
  /** Open, intern, Chinese only, one required text question. */
  curator: StoredJobPosition;
  /** Open, programme, no questions. */
  resident: StoredJobPosition;
  /** Closed, and the newest of all. */
  archivist: StoredJobPosition;
}

/** The positions the join-us tests own, stored the way the seed stores its own. */
export async function insertHiringFixtures(app: FastifyInstance): Promise<HiringFixtures> {
  const q = engineerQuestions;
  const engineer = await storeJobPosition(app.db, {
    kind: 'full_time',
    title: { 'zh-cn': '生成艺术工程师', en: 'Generative Art Engineer' },
    department: { 'zh-cn': '工作室技术部', en: 'Studio Technology' },
    city: { 'zh-cn': '杭州', en: 'Hangzhou' },
    summary: {
      'zh-cn': '与艺术家一起把算法变成可收藏的作品。',
      en: 'Turn algorithms into collectable works, side by side with the artists.',
    },
    description: {
      'zh-cn': '<p>你将维护「流光」系列的渲染管线。</p><script>alert(1)</script>',
      en: '<p>You will look after the render pipeline of the Flowing Light series.</p><img src="/x.png" onerror="alert(1)">',
    },
    requirements: {
      'zh-cn': '<ul><li>熟悉 GLSL</li></ul>',
      en: '<ul><li>Fluent in GLSL</li></ul><a href="javascript:alert(1)">more</a>',
    },
    headcount: 2,
    published_at: day('2025-03-01'),
    questions: [
      {
        kind: 'single',
        title: q.years,
        required: true,
        options: [
          { 'zh-cn': '不足 1 年', en: 'Less than a year' },
          { 'zh-cn': '1 至 3 年', en: '1 to 3 years' },
          { 'zh-cn': '3 年以上', en: 'More than 3 years' },
        ],
      },
      {
        kind: 'multiple',
        title: q.tools,
        required: true,
        options: [
          { 'zh-cn': 'Processing', en: 'Processing' },
          { 'zh-cn': 'TouchDesigner', en: 'TouchDesigner' },
          { 'zh-cn': '自己写的引擎', en: 'An engine of my own' },
        ],
      },
      { kind: 'text', title: q.work, required: true },
      { kind: 'text', title: q.more, required: false },
      {
        kind: 'single',
        title: q.start,
        required: false,
        options: [
          { 'zh-cn': '一个月内', en: 'Within a month' },
          { 'zh-cn': '三个月内', en: 'Within three months' },
        ],
      },
    ],
  });
  const curator = await storeJobPosition(app.db, {
    kind: 'intern',
    title: { 'zh-cn': '展览策划实习生' },
    department: { 'zh-cn': '展览部' },
    city: { 'zh-cn': '杭州' },
    summary: { 'zh-cn': '参与年度群展的策划与布展。' },
    description: { 'zh-cn': '<p>协助策展人完成展览。</p>' },
    requirements: { 'zh-cn': '<p>每周至少到岗四天。</p>' },
    headcount: 1,
    published_at: day('2025-02-01'),
    questions: [{ kind: 'text', title: { 'zh-cn': '你为什么想加入艺术工坊？' }, required: true }],
  });
  const resident = await storeJobPosition(app.db, {
    kind: 'programme',
    title: { 'zh-cn': '超级个体计划 · 驻留创作者', en: 'Super Individual: Resident Creator' },
    department: { 'zh-cn': '超级个体计划', en: 'Super Individual programme' },
    city: { 'zh-cn': '杭州 / 远程', en: 'Hangzhou / remote' },
    summary: { 'zh-cn': '三个月驻留，工作室提供场地与发行。', en: 'Three months in residence.' },
    description: { 'zh-cn': '<p>驻留</p>', en: '<p>Residency</p>' },
    requirements: { 'zh-cn': '<p>独立创作者</p>', en: '<p>Independent creators</p>' },
    headcount: 6,
    published_at: day('2025-01-01'),
    questions: [],
  });
  const archivist = await storeJobPosition(app.db, {
    kind: 'full_time',
    title: { 'zh-cn': '档案摄影师', en: 'Archive Photographer' },
    department: { 'zh-cn': '典藏部', en: 'Collection' },
    city: { 'zh-cn': '杭州', en: 'Hangzhou' },
    summary: { 'zh-cn': '为每件藏品拍摄档案照片。', en: 'Photographs every collected work.' },
    description: { 'zh-cn': '<p>拍摄</p>', en: '<p>Photography</p>' },
    requirements: { 'zh-cn': '<p>摄影</p>', en: '<p>Photography</p>' },
    headcount: 1,
    open: false,
    published_at: day('2025-04-01'),
    questions: [
      { kind: 'text', title: { 'zh-cn': '作品集链接', en: 'Portfolio link' }, required: true },
    ],
  });
  return { engineer, curator, resident, archivist };
}
