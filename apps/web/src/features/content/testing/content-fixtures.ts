import type { ActionName } from '@atelier/contract/routes';
import type { ActionOutput } from '@atelier/contract';
import { RequestError } from '@/shared/api/request-error';
import { fakeApi } from '@/shared/testing/fake-api';

/** Rich text as a careless editor or an attacker might store it. */
export const hostileHtml =
  '<p>正文第一段。</p><script>window.hacked = true</script>' +
  '<img src="x" onerror="window.hacked = true"><p onclick="window.hacked = true">第二段。</p>';

type Answers = Partial<{ [K in ActionName]: (input: unknown) => ActionOutput<K> | Error }>;

/**
 * Answers each action with its handler (an Error rejects); an action without one never settles,
 * so a page that asks for it stays loading.
 */
export function answer(answers: Answers) {
  fakeApi.holdUnanswered();
  for (const name of Object.keys(answers) as ActionName[]) {
    const handler = answers[name] as ((input: unknown) => unknown) | undefined;
    if (!handler) continue;
    fakeApi.on(name, (input) => {
      const result = handler(input);
      return (result instanceof Error ? Promise.reject(result) : result) as never;
    });
  }
}

/** The server's refusal of an id or key that names nothing. */
export function refusal(): RequestError {
  return new RequestError('内容不存在', { code: 100 });
}

/** A failure the server answered: the page offers a retry at once. */
export function serverFault(): RequestError {
  return new RequestError('服务器繁忙', { code: 500 });
}

export function processCard(
  overrides: Partial<ActionOutput<'process'>[number]> = {},
): ActionOutput<'process'>[number] {
  return {
    id: 3,
    title: '生成草图',
    summary: '艺术家与工程师一起，用算法画出上百张草图。',
    image: '/uploads/seed/process-3.svg',
    duration: '约 2 周',
    step_count: 4,
    ...overrides,
  };
}

export function newsCard(
  overrides: Partial<ActionOutput<'newsList'>['list'][number]> = {},
): ActionOutput<'newsList'>['list'][number] {
  return {
    id: 21,
    title: '「流光」回到杭州',
    summary: '首个生成艺术个展在文三路重新开放。',
    category: '展览',
    image: '/uploads/seed/news-21.svg',
    published_at: '2025-03-17T20:30:00.000Z',
    ...overrides,
  };
}
