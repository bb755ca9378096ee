import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/i18n';
import { PageNumbers, pageItems } from './page-numbers';

beforeEach(() => setLang('en'));

function Pager({
  total,
  initial = 1,
  onChange = () => undefined,
}: {
  total: number;
  initial?: number;
  onChange?: (page: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <PageNumbers
      page={page}
      total={total}
      pageSize={10}
      label="Pages"
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

/** What a reader sees in the row: numbers, gaps and the two arrows. */
function row(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const button = item.querySelector('button');
      if (!button) return item.textContent ?? '';
      const name = button.getAttribute('aria-label') ?? '';
      if (name.startsWith('Page ')) {
        return button.getAttribute('aria-current') === 'page'
          ? `[${button.textContent}]`
          : (button.textContent ?? '');
      }
      return name === 'Previous page' ? '<' : '>';
    });
}

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('PageNumbers', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager total={10} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and turns pages with the numbers and the arrows', async () => {
    const onChange = vi.fn();
    render(<Pager total={35} onChange={onChange} />);
    expect(row()).toEqual(['<', '[1]', '2', '3', '4', '>']);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(row()).toEqual(['<', '1', '2', '3', '[4]', '>']);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(previous);
    expect(onChange).toHaveBeenLastCalledWith(3);
    // The current page's button changes nothing.
    onChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves out the middle of many pages, and is worked from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Pager total={200} initial={10} onChange={onChange} />);
    expect(row()).toEqual(['<', '1', '…', '9', '[10]', '11', '…', '20', '>']);

    screen.getByRole('button', { name: 'Page 11' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(11);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(row()).toEqual(['<', '1', '…', '11', '[12]', '13', '…', '20', '>']);
  });
});
