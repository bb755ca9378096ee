import type { ActionOutput } from '@atelier/contract';
import { renderRoute } from '@/shared/testing/render-route';

/** Renders a page of this feature at `at`; see `renderRoute`. */
export const renderArtisan = renderRoute;

type Card = ActionOutput<'artisan'>['list'][number];

export function artistCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 7,
    name: '林岚',
    title: '生成艺术家',
    avatar: '/uploads/avatar-7.png',
    cover: '/uploads/cover-7.png',
    intro: '用代码描绘潮汐与光。',
    city: '杭州',
    like_count: 1234,
    follower_count: 56789,
    works_count: 3,
    ...overrides,
  };
}
