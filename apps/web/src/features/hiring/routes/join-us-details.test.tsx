import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi, type FakeInput } from '@/shared/testing/fake-api';
import { position, questionnaire, renderHiring } from '../testing/render-hiring';
import { JoinUsDetailsRoute } from './join-us-details';
import { userInfo } from '@/shared/testing/user-info';

type UserInfo = ActionOutput<'userInfo'>;

const user: UserInfo = userInfo({
  id: 3,
  username: 'demo',
  nickname: '林小满',
  mobile: '13800000003',
  created_at: '2025-01-02T03:04:05.000+08:00',
});

const page = <JoinUsDetailsRoute />;

/** The studio's answers: the position, its questionnaire, and what `joinUserCreate` does. */
function serve(
  create: (input: FakeInput<'joinUserCreate'>) => Promise<ActionOutput<'joinUserCreate'>> = () =>
    Promise.reject(new Error()),
) {
  fakeApi.answer('joinUsInfo', position());
  fakeApi.answer('joinUsQuestion', questionnaire());
  fakeApi.on('joinUserCreate', (input) => create(input));
  fakeApi.answer('userInfo', user);
}

const uploads = () => fakeApi.inputsOf('resumeUpload');

function signIn() {
  useSession.setState({ token: 'tok-apply', user });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function pdf(name = 'lin-resume.pdf', size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)));
  return new File([bytes], name, { type: 'application/pdf' });
}

beforeEach(() => {
  setLang('zh-cn');
});

afterEach(() => {
  useSession.getState().logout();
});

describe('JoinUsDetailsRoute', () => {
  it('shows the position, its questionnaire and, signed out, a sign-in that comes back here', async () => {
    serve();
    renderHiring(page, '/joinUsDetails?id=5');

    expect(await screen.findByRole('heading', { level: 1, name: '生成艺术工程师' })).toBeTruthy();
    expect(screen.getByText('流光')).toBeTruthy();
    expect(screen.getByText('熟悉 WebGL 或 TouchDesigner')).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: '你能在杭州工作吗？' })).toBeTruthy();
    const tools = screen.getByRole('group', { name: '你用过哪些工具？' });
    // ARIA allows no aria-required on a group: its description says it is required.
    expect(tools.getAttribute('aria-required')).toBeNull();
    const described = document.getElementById(tools.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('必填');
    expect(screen.getByRole('textbox', { name: '介绍一件你的作品' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
    expect(screen.getByText('登录后即可申请')).toBeTruthy();
    expect(screen.getByRole('button', { name: '选择 PDF 文件' })).toHaveProperty('disabled', true);

    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '林小满');
    await userEvent.click(screen.getByRole('button', { name: '登录后申请' }));

    expect(screen.getByTestId('location').textContent).toBe(
      '/login?redirect=%2FjoinUsDetails%3Fid%3D5',
    );
    expect(fakeApi.names()).not.toContain('joinUserCreate');
    expect(JSON.parse(window.sessionStorage.getItem('join-draft-5') ?? '{}')).toMatchObject({
      name: '林小满',
    });
  });

  it('fills in the account, and names every missing answer without sending anything', async () => {
    // A session that holds only its token: the account is asked for.
    useSession.setState({ token: 'tok-apply', user: null });
    serve();
    renderHiring(page, '/joinUsDetails?id=5');

    const name = await screen.findByRole('textbox', { name: '姓名' });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('林小满'));
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe(
      '13800000003',
    );

    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('请填写邮箱')).toBeTruthy();
    expect(screen.getByText('请选择一项')).toBeTruthy();
    expect(screen.getByText('请至少选择一项')).toBeTruthy();
    expect(screen.getByText('还有 3 处需要修改，请查看标红的内容')).toBeTruthy();
    expect(screen.queryByText('请回答这道题')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: '邮箱' }), 'lin@atelier');
    await userEvent.clear(screen.getByRole('textbox', { name: '手机号' }));
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '12345');
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeTruthy();

    expect(fakeApi.names()).not.toContain('joinUserCreate');
    expect(uploads()).toEqual([]);
  });

  it('says in English what is wrong', async () => {
    setLang('en');
    signIn();
    serve();
    renderHiring(page, '/joinUsDetails?id=5');

    await userEvent.clear(await screen.findByRole('textbox', { name: 'Full name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Please choose an option')).toBeTruthy();
    expect(screen.getByText('Please choose at least one option')).toBeTruthy();
    expect(screen.getByText('4 fields need your attention; they are marked in red')).toBeTruthy();
  });

  it('refuses a resume that is not a PDF or over 10 MB before uploading, and lets one be removed', async () => {
    signIn();
    serve();
    renderHiring(page, '/joinUsDetails?id=5');
    await screen.findByRole('button', { name: '提交申请' });

    fireEvent.change(fileInput(), {
      target: { files: [new File(['hello'], 'resume.docx', { type: 'application/msword' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('简历只能是 PDF 文件');

    fireEvent.change(fileInput(), {
      target: { files: [new File(['PK not really'], 'renamed.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('简历只能是 PDF 文件'));

    fireEvent.change(fileInput(), { target: { files: [pdf('big.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('简历不能超过 10 MB')).toBeTruthy();

    fireEvent.change(fileInput(), {
      target: { files: [pdf('lin-resume.pdf', 1.5 * 1024 * 1024)] },
    });
    expect(await screen.findByText('lin-resume.pdf')).toBeTruthy();
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '移除 lin-resume.pdf' }));
    expect(screen.queryByText('lin-resume.pdf')).toBeNull();
    expect(uploads()).toEqual([]);
  });

  it('uploads the resume, sends the answers and confirms what happens next', async () => {
    signIn();
    const create = vi.fn(() =>
      Promise.resolve({ id: 2041, position_id: 5, created_at: '2025-04-02T12:30:00.000+08:00' }),
    );
    serve(create);
    fakeApi.answer('resumeUpload', { id: 77, name: 'lin-resume.pdf', size: 2048 });
    renderHiring(page, '/joinUsDetails?id=5');

    await userEvent.type(
      await screen.findByRole('textbox', { name: '邮箱' }),
      'lin@atelier.example',
    );
    const city = screen.getByRole('radiogroup', { name: '你能在杭州工作吗？' });
    await userEvent.click(within(city).getByLabelText('可以'));
    const tools = screen.getByRole('group', { name: '你用过哪些工具？' });
    await userEvent.click(within(tools).getByLabelText('Blender'));
    await userEvent.click(within(tools).getByLabelText('TouchDesigner'));
    await userEvent.type(screen.getByRole('textbox', { name: '介绍一件你的作品' }), '《流光》');
    const resume = pdf();
    fireEvent.change(fileInput(), { target: { files: [resume] } });
    expect(await screen.findByText('lin-resume.pdf')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByRole('heading', { name: '我们收到了您的申请' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('resumeUpload', resume, { quietRefusal: true });
    expect(create).toHaveBeenCalledWith({
      position_id: 5,
      name: '林小满',
      mobile: '13800000003',
      email: 'lin@atelier.example',
      answers: [
        { question_id: 11, option_ids: [101], text: '' },
        { question_id: 12, option_ids: [201, 202], text: '' },
        { question_id: 13, option_ids: [], text: '《流光》' },
      ],
      resume_id: 77,
    });
    // The time is the reader's own; the date is the same from UTC-4 to UTC+11.
    expect(
      screen.getByText(
        /^感谢您申请「生成艺术工程师」。申请编号 2041，提交于 2025 年 4 月 2 日 \d\d:30。$/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('如果合适，我们会打电话到 13800000003，约一次初次沟通。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看其他职位/ }).getAttribute('href')).toBe('/joinUs');
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('shows a refusal of the studio, such as a second application, above the button', async () => {
    signIn();
    serve(() => Promise.reject(new RequestError('你已经申请过这个职位', { code: Code.REFUSED })));
    renderHiring(page, '/joinUsDetails?id=5');

    await userEvent.type(
      await screen.findByRole('textbox', { name: '邮箱' }),
      'lin@atelier.example',
    );
    await userEvent.click(screen.getByLabelText('可以'));
    await userEvent.click(screen.getByLabelText('Blender'));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('申请没有提交成功');
    expect(refusal.textContent).toContain('你已经申请过这个职位');
    expect(screen.queryByRole('heading', { name: '我们收到了您的申请' })).toBeNull();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });

  it('restores what was typed before signing in', async () => {
    window.sessionStorage.setItem(
      'join-draft-5',
      JSON.stringify({ name: '林小满', email: 'lin@atelier.example', answers: { '11': 102 } }),
    );
    signIn();
    serve();
    renderHiring(page, '/joinUsDetails?id=5');

    const email = await screen.findByRole('textbox', { name: '邮箱' });
    expect((email as HTMLInputElement).value).toBe('lin@atelier.example');
    expect(screen.getByLabelText('需要远程')).toHaveProperty('checked', true);
  });

  it('tells of a closed or unknown position, and leads to the open ones', async () => {
    const closed = new RequestError('职位不存在或已关闭', { code: Code.REFUSED });
    fakeApi.refuse('joinUsInfo', closed);
    fakeApi.refuse('joinUsQuestion', closed);
    renderHiring(page, '/joinUsDetails?id=999');
    expect(
      await screen.findByRole('heading', { level: 1, name: '这个职位已关闭或不存在' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看开放职位' }).getAttribute('href')).toBe('/joinUs');
  });

  it('does not ask the server about an id that is not a number', () => {
    renderHiring(page, '/joinUsDetails?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: '这个职位已关闭或不存在' })).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });
});
