import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { Code } from '@atelier/contract/codes';
import { drawOrder, entryListText } from '@atelier/contract/drop-draw';
import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { DropPanel } from './drop-panel';

const SEED = '3d'.repeat(32);
const COMMITMENT = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const entries = [
  { id: 4, name: '林*' },
  { id: 9, name: 'm***a' },
  { id: 15, name: '王**' },
];

type Info = ActionOutput<'dropInfo'>;

function drop(overrides: Partial<Info> = {}): Info {
  return {
    id: 2,
    product_id: 31,
    product_name: 'Ink edition',
    product_image: '/p.png',
    stage: 'open',
    quantity: 1,
    entries_open_at: '2026-12-01T02:00:00.000Z',
    entries_close_at: '2026-12-03T02:00:00.000Z',
    purchase_hours: 24,
    leftover_to_sale: false,
    gates: [{ kind: 'group_member', target_id: 5, label: 'Members of Ink & Paper' }],
    commitment: COMMITMENT,
    entry_count: 3,
    sold_count: 0,
    proof: null,
    // Two days before the close on the server's clock, whatever this machine's clock says.
    server_time: '2026-12-01T02:00:00.000Z',
    mine: null,
    ...overrides,
  };
}

/** The draw as the server makes it, with node:crypto. */
async function drawn(mineId: number): Promise<Info> {
  const listDigest = createHash('sha256').update(entryListText(entries)).digest('hex');
  const order = await drawOrder(
    entries.map((entry) => entry.id),
    listDigest,
    (message) => createHmac('sha256', Buffer.from(SEED, 'hex')).update(message).digest('hex'),
  );
  const place = order.indexOf(mineId) + 1;
  return drop({
    stage: 'drawn',
    server_time: '2026-12-03T03:00:00.000Z',
    proof: {
      server_seed: SEED,
      list_digest: listDigest,
      entries,
      order,
      drawn_at: '2026-12-03T02:00:05.000Z',
    },
    mine: {
      id: mineId,
      state: place === 1 ? 'won' : 'not_drawn',
      place,
      buy_by: place === 1 ? '2026-12-04T02:00:05.000Z' : null,
      order_id: null,
      entered_at: '2026-12-01T03:00:00.000Z',
    },
  });
}

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('DropPanel', () => {
  it('counts down to the close on the server’s clock and enters the signed-in customer', async () => {
    setLang('en');
    useSession.setState({ token: 'tok-drop' });
    let mine: Info['mine'] = null;
    fakeApi.on('dropInfo', () => drop({ mine }));
    fakeApi.on('dropEnter', () => {
      mine = {
        id: 16,
        state: 'entered',
        place: null,
        buy_by: null,
        order_id: null,
        entered_at: '2026-12-01T02:00:00.000Z',
      };
      return mine;
    });
    renderRoute(<DropPanel productId={31} />, '/productDetail');

    const panel = await screen.findByTestId('drop-panel');
    expect(within(panel).getByText('Entries close in')).toBeTruthy();
    expect(within(panel).getByTestId('drop-countdown').textContent).toMatch(/^2 days /);
    expect(within(panel).getByText('Members of Ink & Paper')).toBeTruthy();
    expect(within(panel).getByTestId('drop-commitment').textContent).toBe(COMMITMENT);

    await userEvent.click(within(panel).getByRole('button', { name: 'Enter the draw' }));
    expect(fakeApi.inputsOf('dropEnter')).toEqual([{ drop_id: 2 }]);
    expect(await within(panel).findByText('You are in the draw')).toBeTruthy();
  });

  it('asks a visitor to sign in first, in Chinese', async () => {
    fakeApi.answer('dropInfo', drop());
    renderRoute(<DropPanel productId={31} />, '/productDetail?id=31');
    await userEvent.click(await screen.findByRole('button', { name: '登录后报名' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/login?redirect=%2FproductDetail%3Fid%3D31',
    );
  });

  it('shows nothing for a product without a drop', async () => {
    fakeApi.refuse('dropInfo', new RequestError('没有抽签', { code: Code.REFUSED }));
    const { container } = renderRoute(<DropPanel productId={8} />, '/productDetail');
    await waitFor(() => expect(fakeApi.inputsOf('dropInfo')).toEqual([{ product_id: 8 }]));
    // The refusal settles the query; the panel then renders nothing rather than an error.
    await act(async () => undefined);
    expect(container.querySelector('[data-testid="drop-panel"]')).toBeNull();
    expect(container.textContent).not.toContain('抽签');
  });

  it('tells the winner the time left to buy, checks the draw here and marks it ✓', async () => {
    setLang('en');
    useSession.setState({ token: 'tok-drop' });
    const first = (await drawn(4)).proof!.order[0]!;
    fakeApi.answer('dropInfo', await drawn(first));
    renderRoute(<DropPanel productId={31} page />, '/drop');

    const result = await screen.findByTestId('drop-result');
    expect(within(result).getByText('You won a unit')).toBeTruthy();
    // 23 hours of the 24 are left on the server's clock.
    expect(within(result).getByTestId('drop-countdown').textContent).toMatch(/^2[23]:\d\d:\d\d$/);
    expect((await screen.findByTestId('drop-verdict')).textContent).toBe(
      '✓ Verified: the draw is exactly as published',
    );

    await userEvent.click(within(result).getByRole('button', { name: 'Buy now' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/confirmOrder?product_id=31&quantity=1',
    );
  });

  it('marks a proof whose seed is not the committed one ✗, and shows a loser their place', async () => {
    useSession.setState({ token: 'tok-drop' });
    const info = await drawn(4);
    const loser = info.proof!.order[2]!;
    fakeApi.answer('dropInfo', { ...(await drawn(loser)), commitment: '0'.repeat(64) });
    renderRoute(<DropPanel productId={31} page />, '/drop');

    expect((await screen.findByTestId('drop-verdict')).textContent).toBe(
      '✗ 验证未通过：有一步不一致',
    );
    expect(screen.getByTestId('drop-result').textContent).toContain('您在顺序中排第 3 位');
  });
});
