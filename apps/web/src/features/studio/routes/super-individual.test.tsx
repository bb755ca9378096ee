import type { ActionOutput } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { programmes, programmeText } from '../testing/fixtures';
import { SuperIndividualRoute } from './super-individual';

function answer(positions: () => Promise<unknown>) {
  fakeApi.answer('richText', programmeText);
  fakeApi.on('joinUs', () => positions() as Promise<ActionOutput<'joinUs'>>);
}

beforeEach(() => {});

describe('SuperIndividualRoute', () => {
  it('lays out the programme text part by part, and leads to the open intakes', async () => {
    answer(() => Promise.resolve(programmes));
    renderRoute(<SuperIndividualRoute />, '/SUPERINDIVIDUAL');

    expect(await screen.findByRole('heading', { level: 1, name: '超级个体计划' })).toBeTruthy();
    expect(fakeApi.calls.mock.calls).toEqual(
      expect.arrayContaining([
        ['richText', { key: 'super_individual' }, expect.anything()],
        ['joinUs', { kind: 'programme', page: 1, limit: 6 }, expect.anything()],
      ]),
    );
    expect(screen.getByText('2024 年，工坊发起超级个体计划。')).toBeTruthy();
    // Each part of the studio's text is a section; a list becomes cards, lead-ins their titles.
    const who = within(screen.getByRole('region', { name: '适合谁' }));
    expect(who.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '01以个人身份创作的插画师。',
      '02不需要搬来杭州。',
    ]);
    const gets = within(screen.getByRole('region', { name: '你会得到' }));
    expect(gets.getByRole('heading', { level: 3, name: '序列号与证书' })).toBeTruthy();
    expect(gets.getByText('每件作品附防伪序列号。')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '如何申请' })).getByText(
        '在「加入我们」找到计划岗位。',
      ),
    ).toBeTruthy();

    const open = within(screen.getByRole('region', { name: '当前开放的计划岗位' }));
    const position = await open.findByRole('link', { name: /超级个体 · 2025 春季招募/ });
    expect(position.textContent).toContain('招募 12 人');
    await userEvent.click(position);
    expect(screen.getByTestId('location').textContent).toBe('/joinUsDetails?id=31');
  });

  it('closes with a call to apply through the programme positions', async () => {
    answer(() => Promise.resolve(programmes));
    renderRoute(<SuperIndividualRoute />, '/SUPERINDIVIDUAL');

    await screen.findByRole('heading', { level: 1, name: '超级个体计划' });
    const [top, bottom] = screen.getAllByRole('link', { name: '申请加入计划' });
    // The hero's leads down to the open places; the closing one to the programme's positions.
    expect(top?.getAttribute('href')).toBe('#programme-open');
    await userEvent.click(bottom as HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe('/joinUs?kind=programme');
  });

  it('says when no intake is open, and points to the other positions', async () => {
    answer(() => Promise.resolve({ ...programmes, list: [], total: 0 }));
    renderRoute(<SuperIndividualRoute />, '/SUPERINDIVIDUAL');

    expect(await screen.findByRole('heading', { name: '本期招募已经结束' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '查看全部开放职位' }));
    expect(screen.getByTestId('location').textContent).toBe('/joinUs');
  });

  it('keeps the programme readable when the positions fail, with a retry for them', async () => {
    answer(() => Promise.reject(new Error('offline')));
    renderRoute(<SuperIndividualRoute />, '/SUPERINDIVIDUAL');

    expect((await screen.findByRole('alert')).textContent).toContain('开放岗位暂时无法加载。');
    expect(screen.getByRole('heading', { level: 1, name: '超级个体计划' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
