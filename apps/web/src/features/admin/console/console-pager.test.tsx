import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { ConsolePager, type ConsolePagerProps } from './console-pager';

/** A pager whose page moves as a screen's would, reporting each turn to `onChange`. */
function Pager({ current: first, onChange, ...props }: ConsolePagerProps) {
  const [current, setCurrent] = useState(first);
  return (
    <ConsolePager
      {...props}
      current={current}
      onChange={(page, size) => {
        setCurrent(page);
        onChange?.(page, size);
      }}
    />
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** The row as a reader sees it: `<` and `>` for the arrows, the current page in brackets. */
function row(label = 'Pages'): string[] {
  const nav = screen.getByRole('navigation', { name: label });
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const control = item.querySelector('button');
      if (!control) return item.getAttribute('aria-hidden') === 'true' ? '…' : '?';
      const name = control.getAttribute('aria-label') ?? '';
      if (/^(Page|第) /.test(name)) {
        return control.getAttribute('aria-current') === 'page'
          ? `[${control.textContent}]`
          : (control.textContent ?? '');
      }
      return /Previous|上一页/.test(name) ? '<' : '>';
    });
}

describe('ConsolePager', () => {
  it('shows the first, the last and the neighbours of page 5 of 20, with gaps between', () => {
    setLang('en');
    render(<ConsolePager current={5} pageSize={10} total={200} />);
    expect(row()).toEqual(['<', '1', '…', '4', '[5]', '6', '…', '20', '>']);
    expect(button('Page 5').getAttribute('aria-current')).toBe('page');
    expect(button('Page 4').getAttribute('aria-current')).toBeNull();
  });

  it('on a phone keeps only the current page between the first and the last', () => {
    setLang('en');
    render(<ConsolePager current={5} pageSize={10} total={200} compact />);
    expect(row()).toEqual(['<', '1', '…', '[5]', '…', '20', '>']);
  });

  it('lists every page when there are few', () => {
    setLang('en');
    render(<ConsolePager current={2} pageSize={20} total={45} />);
    expect(row()).toEqual(['<', '1', '[2]', '3', '>']);
  });

  it('turns to the next page and to a number, with the page size', async () => {
    setLang('en');
    const onChange = vi.fn();
    render(<Pager current={5} pageSize={20} total={400} onChange={onChange} />);
    fireEvent.click(button('Next page'));
    expect(onChange).toHaveBeenLastCalledWith(6, 20);
    expect(row()).toEqual(['<', '1', '…', '5', '[6]', '7', '…', '20', '>']);

    fireEvent.click(button('Page 20'));
    expect(onChange).toHaveBeenLastCalledWith(20, 20);
    fireEvent.click(button('Previous page'));
    expect(onChange).toHaveBeenLastCalledWith(19, 20);

    // The current page's button changes nothing; the buttons work from the keyboard.
    onChange.mockClear();
    fireEvent.click(button('Page 19'));
    expect(onChange).not.toHaveBeenCalled();
    button('Page 1').focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('greys out previous on the first page and next on the last', () => {
    setLang('en');
    const onChange = vi.fn();
    const { rerender } = render(
      <ConsolePager current={1} pageSize={10} total={30} onChange={onChange} />,
    );
    expect(button('Previous page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(false);
    fireEvent.click(button('Previous page'));
    expect(onChange).not.toHaveBeenCalled();

    rerender(<ConsolePager current={3} pageSize={10} total={30} onChange={onChange} />);
    expect(button('Previous page').disabled).toBe(false);
    expect(button('Next page').disabled).toBe(true);
  });

  it('shows the total the screen words, with the rows on the page', () => {
    setLang('en');
    const showTotal = vi.fn((total: number, [from, to]: [number, number]) => (
      <>
        {from}–{to} of {total} customers
      </>
    ));
    render(<ConsolePager current={3} pageSize={20} total={45} showTotal={showTotal} />);
    expect(showTotal).toHaveBeenCalledWith(45, [41, 45]);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain(
      '41–45 of 45 customers',
    );
  });

  it('is hidden on a single page when asked, and otherwise shows that page', () => {
    setLang('en');
    const { container, rerender } = render(
      <ConsolePager current={1} pageSize={10} total={8} hideOnSinglePage />,
    );
    expect(container.innerHTML).toBe('');

    rerender(<ConsolePager current={1} pageSize={10} total={8} />);
    expect(row()).toEqual(['<', '[1]', '>']);
    expect(button('Previous page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(true);
  });

  it('names itself and its buttons in Chinese and in English', () => {
    const { rerender } = render(<ConsolePager current={2} pageSize={10} total={30} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe(
      'page',
    );

    setLang('en');
    rerender(<ConsolePager current={2} pageSize={10} total={30} />);
    const english = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(english).getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });
});
