import { Code } from '@atelier/contract/codes';
import { serialFromData } from '@atelier/contract/serial-code';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import type { CheckAnswer } from '../api/check-queries';
import { AppraisalRoute } from './appraisal';

const code = serialFromData('7K3M9QXWTR2BH5C');
const shown = code.replace(/(.{4})(?!$)/g, '$1-');

const answer: CheckAnswer = {
  code: shown,
  status: 'genuine',
  product: { id: 4, name: 'Fireflies', image: '/f.svg', product_no: 'ATL-0006' },
  edition: { number: 3, total: 50 },
  check_count: 7,
  first_checked_at: '2026-03-01T02:00:00.000Z',
  counted: true,
  activated_at: '2026-02-20T02:00:00.000Z',
  revoked_at: null,
  revoke_reason: '',
  mine: false,
  owners: [{ name: 'W***', since: '2026-02-20T02:00:00.000Z', until: null }],
};

beforeEach(() => {
  setLang('en');
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('AppraisalRoute', () => {
  it('checks the code of its address at once, with this browser’s device id', async () => {
    fakeApi.answer('qrCode', answer);
    renderRoute(<AppraisalRoute />, `/appraisal?code=${code.toLowerCase()}`);
    expect(
      await screen.findByRole('heading', { name: 'Genuine: issued by the studio' }),
    ).toBeTruthy();
    expect(screen.getByText('3 of 50')).toBeTruthy();
    expect(screen.getByTestId('check-count').textContent).toBe('Checked 7 times');
    expect(
      screen.getByText(
        /^First checked on 2026-03-01 .+ If that was not you, contact the studio\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('You own this')).toBeNull();
    expect(screen.queryByText(/fake/i)).toBeNull();
    const [sent] = fakeApi.inputsOf('qrCode');
    expect(sent).toMatchObject({ code: shown });
    expect(sent?.device).toMatch(/^[0-9a-f]{32}$/);
  });

  it('formats the code as it is typed and says how many characters a short code lacks, without asking the server', async () => {
    const user = userEvent.setup();
    renderRoute(<AppraisalRoute />, '/appraisal');
    const field = screen.getByRole('textbox', { name: 'Serial' });
    await user.type(field, 'o7k3m9qx');
    expect((field as HTMLInputElement).value).toBe('07K3-M9QX');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A serial has 16 characters; this one has 8. Check the label and enter the rest.',
    );
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the 16 characters of the serial on the label.',
    );
    expect(fakeApi.inputsOf('qrCode')).toHaveLength(0);
  });

  it('calls a whole code with a wrong check character a typo', async () => {
    const user = userEvent.setup();
    renderRoute(<AppraisalRoute />, '/appraisal');
    await user.type(
      screen.getByRole('textbox', { name: 'Serial' }),
      `${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`,
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code has a typo: check the code and enter it again',
    );
    expect(fakeApi.inputsOf('qrCode')).toHaveLength(0);
  });

  it('says in Chinese how long a serial is', async () => {
    setLang('zh-cn');
    const user = userEvent.setup();
    renderRoute(<AppraisalRoute />, '/appraisal');
    await user.type(screen.getByRole('textbox', { name: '序列号' }), '7K3M9');
    await user.click(screen.getByRole('button', { name: /^查\s?询$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '序列号共 16 位，这里只有 5 位：请对照标签补全',
    );
  });

  it('drops the last answer when the next code is mistyped', async () => {
    const user = userEvent.setup();
    fakeApi.answer('qrCode', answer);
    renderRoute(<AppraisalRoute />, `/appraisal?code=${code}`);
    expect(await screen.findByTestId('check-result')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Serial' });
    await user.clear(field);
    await user.type(field, `${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('check-result')).toBeNull();
  });

  it('warns of an unknown code as a warning, in the amber of the other warnings', async () => {
    const message = 'The studio did not issue this serial. Please be careful before you buy it.';
    fakeApi.refuse('qrCode', new RequestError(message, { code: Code.REFUSED }));
    renderRoute(<AppraisalRoute />, `/appraisal?code=${code}`);
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe(`Not a studio serial${message}`);
    expect(within(warning).getByRole('heading', { name: 'Not a studio serial' })).toBeTruthy();
    expect(warning.querySelector('[class*="warning"]')).not.toBeNull();
  });

  it('says when a client is over its budget', async () => {
    fakeApi.refuse(
      'qrCode',
      new RequestError(
        'Too many checks from this device or network: please try again after 10:20',
        {
          code: Code.RATE_LIMITED,
          shown: true,
        },
      ),
    );
    renderRoute(<AppraisalRoute />, `/appraisal?code=${code}`);
    expect(await screen.findByText('Please wait a moment')).toBeTruthy();
    expect(screen.getByText(/please try again after 10:20$/)).toBeTruthy();
  });
});
