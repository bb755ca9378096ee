import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { BilingualField } from './bilingual-field';

afterEach(() => setLang('zh-cn'));

function TitleForm({ onFinish }: { onFinish: (values: Record<string, string>) => void }) {
  return (
    <Form layout="vertical" onFinish={onFinish}>
      <BilingualField stem="title" label="Title" required />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

/** The form's field labels, in the order the page shows them. */
const labels = () =>
  Array.from(document.querySelectorAll('label')).map((label) => label.textContent);

describe('BilingualField', () => {
  it('puts the console’s language first: English on the left in English, Chinese in Chinese', async () => {
    const { unmount } = renderWithApp(<TitleForm onFinish={() => undefined} />);
    expect(labels()).toEqual(['Title · 中文', 'Title · 英文']);
    unmount();

    act(() => setLang('en'));
    renderWithApp(<TitleForm onFinish={() => undefined} />);
    await waitFor(() => expect(labels()).toEqual(['Title · English', 'Title · Chinese']));
  });

  it('asks for the Chinese and lets the English wait, whichever comes first', async () => {
    act(() => setLang('en'));
    const saved = vi.fn();
    renderWithApp(<TitleForm onFinish={saved} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in Title')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title · Chinese'), { target: { value: '星夜' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ title_zh: '星夜', title_en: undefined }),
    );
  });
});
