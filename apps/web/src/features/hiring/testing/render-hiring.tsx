import type { ActionOutput } from '@atelier/contract';
import { renderRoute } from '@/shared/testing/render-route';

/** Renders a page of this feature at `at`; see `renderRoute`. */
export const renderHiring = renderRoute;

type Card = ActionOutput<'joinUs'>['list'][number];
type Position = ActionOutput<'joinUsInfo'>;
type Questionnaire = ActionOutput<'joinUsQuestion'>;

export function positionCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 5,
    title: '生成艺术工程师',
    department: '技术部',
    city: '杭州',
    kind: 'full_time',
    summary: '与艺术家一起，把算法写成会呼吸的画面。',
    headcount: 2,
    published_at: '2025-03-01T10:00:00.000+08:00',
    ...overrides,
  };
}

export function position(overrides: Partial<Position> = {}): Position {
  return {
    ...positionCard(),
    description: '<p>你会和艺术家一起完成<strong>流光</strong>系列的新作品。</p>',
    requirements: '<ul><li>熟悉 WebGL 或 TouchDesigner</li></ul>',
    question_count: 3,
    ...overrides,
  };
}

type Question = Questionnaire['questions'][number];

/** One question of each kind: single and multiple required, text optional. */
export const questions = {
  single: {
    id: 11,
    kind: 'single',
    title: '你能在杭州工作吗？',
    required: true,
    options: [
      { id: 101, label: '可以' },
      { id: 102, label: '需要远程' },
    ],
  },
  multiple: {
    id: 12,
    kind: 'multiple',
    title: '你用过哪些工具？',
    required: true,
    options: [
      { id: 201, label: 'TouchDesigner' },
      { id: 202, label: 'Blender' },
      { id: 203, label: 'p5.js' },
    ],
  },
  text: { id: 13, kind: 'text', title: '介绍一件你的作品', required: false, options: [] },
} satisfies Record<string, Question>;

export function questionnaire(): Questionnaire {
  return { position_id: 5, questions: [questions.single, questions.multiple, questions.text] };
}
