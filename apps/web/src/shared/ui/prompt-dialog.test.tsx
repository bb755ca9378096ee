import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/i18n';
import { renderWithApp } from '../testing/render-with-app';
import { prompt, type PromptOptions } from './prompt-dialog';

beforeEach(() => {
  setLang('zh-cn');
  renderWithApp();
});
afterEach(() => {
  setLang('zh-cn');
});

function open(options: Partial<PromptOptions> = {}) {
  let result!: Promise<string | null>;
  act(() => {
    result = prompt({ title: '输入作品编号', placeholder: 'ID', ...options });
  });
  return result;
}

const input = () => screen.findByPlaceholderText<HTMLInputElement>('ID');
const type = async (text: string) => fireEvent.change(await input(), { target: { value: text } });
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));

describe('prompt', () => {
  it('resolves with the typed value on OK', async () => {
    const result = open();
    await type('A-1024');
    ok();
    await expect(result).resolves.toBe('A-1024');
    await waitFor(() => expect(screen.queryByPlaceholderText('ID')).toBeNull());
  });

  it('starts from the initial value', async () => {
    const result = open({ initialValue: 'preset' });
    expect((await input()).value).toBe('preset');
    ok();
    await expect(result).resolves.toBe('preset');
  });

  it('resolves null on cancel', async () => {
    const result = open();
    await type('ignored');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    await expect(result).resolves.toBeNull();
  });

  it('keeps the dialog open with "illegal input" when the pattern does not match', async () => {
    const settled = vi.fn();
    const result = open({ pattern: /^\d{6}$/g });
    void result.then(settled);
    await type('12ab');
    ok();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '非法输入');
    expect(settled).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('ID')).toBeTruthy();

    await type('123456');
    expect(screen.queryByRole('alert')).toBeNull();
    ok();
    await expect(result).resolves.toBe('123456');
  });

  it('shows "Illegal input" in English when the validator returns false', async () => {
    setLang('en');
    const validator = vi.fn((value: string) => value.length > 2);
    const result = open({ validator });
    await type('ab');
    ok();
    expect((await screen.findByRole('alert')).textContent).toBe('Illegal input');
    await type('abc');
    ok();
    await expect(result).resolves.toBe('abc');
    expect(validator).toHaveBeenCalledWith('ab');
  });

  it('shows the string a validator returns, and waits for an async one', async () => {
    const result = open({
      validator: async (value) => (value === 'taken' ? '该名称已被使用' : true),
    });
    await type('taken');
    ok();
    expect((await screen.findByRole('alert')).textContent).toBe('该名称已被使用');
    await type('free');
    ok();
    await expect(result).resolves.toBe('free');
  });

  it('submits on Enter', async () => {
    const result = open();
    await type('enter-key');
    fireEvent.keyDown(await input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await expect(result).resolves.toBe('enter-key');
    await waitFor(() => expect(screen.queryByPlaceholderText('ID')).toBeNull());
  });
});
