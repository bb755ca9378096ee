import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ACTIONS_KEY, ConsoleTable, pinEnds } from './console-table';

interface Row {
  id: number;
  name: string;
  price: string;
  buyer: { mobile: string };
}

const rows: Row[] = [
  { id: 1, name: 'Starry river', price: '1,280.00', buyer: { mobile: '13800000001' } },
  { id: 2, name: 'Quiet lake', price: '99.00', buyer: { mobile: '13800000002' } },
];

const columns = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Price', dataIndex: 'price', render: (price: string) => `¥${price}` },
  { title: 'Mobile', dataIndex: ['buyer', 'mobile'] },
  {
    key: ACTIONS_KEY,
    title: 'Actions',
    render: (_: unknown, row: Row) => <Button>Edit {row.name}</Button>,
  },
];

/** A window `width` pixels wide, as the media queries of antd's breakpoints see it. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  });
}

describe('ConsoleTable', () => {
  it('is a table with every column at a desktop width', () => {
    windowOf(1200);
    render(<ConsoleTable<Row> rowKey="id" dataSource={rows} columns={columns} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Price', 'Mobile', 'Actions']);
    expect(screen.getByRole('cell', { name: '¥1,280.00' })).toBeTruthy();
  });

  it('on a phone shows a card per row: its first column as the head, the others with their titles', () => {
    windowOf(375);
    const turn = vi.fn();
    render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        cardsLabel="Products"
        pagination={{ current: 1, pageSize: 20, total: 45, onChange: turn }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    if (!first) throw new Error('no card');
    expect(first.textContent).toContain('Starry river');
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Price', 'Mobile', 'Actions']);
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['¥1,280.00', '13800000001', 'Edit Starry river']);
    expect(within(first).getByRole('button', { name: 'Edit Starry river' })).toBeTruthy();

    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(
      within(pager).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(turn).toHaveBeenCalledWith(2, 20);
  });

  it('says so on a phone when there is nothing to show', () => {
    windowOf(375);
    render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={[]}
        columns={columns}
        pagination={{ current: 1, pageSize: 20, total: 0, onChange: () => undefined }}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.querySelector('.ant-empty')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ConsoleTable at a desktop width', () => {
  it('holds the first column at the left and the actions at the right while it scrolls', () => {
    windowOf(1200);
    render(
      <ConsoleTable<Row> rowKey="id" dataSource={rows} columns={columns} scroll={{ x: 900 }} />,
    );
    const [name, price, , actions] = screen.getAllByRole('columnheader');
    expect(name?.style.left).toBe('0px');
    expect(actions?.style.right).toBe('0px');
    expect(price?.style.left).toBe('');
    expect(screen.getByRole('table').style.minWidth).toBe('900px');
  });

  it('ticks rows one by one or the whole page, and tells the screen which', () => {
    windowOf(1200);
    const chosen = vi.fn();
    const { rerender } = render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        rowSelection={{ selectedRowKeys: [], onChange: chosen }}
      />,
    );
    fireEvent.click(screen.getAllByRole('checkbox', { name: '选择此行' })[1] as HTMLElement);
    expect(chosen).toHaveBeenLastCalledWith([2]);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页所有行' }));
    expect(chosen).toHaveBeenLastCalledWith([1, 2]);

    rerender(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        rowSelection={{ selectedRowKeys: [1, 2], onChange: chosen }}
      />,
    );
    const page = screen.getByRole('checkbox', { name: '选择本页所有行' }) as HTMLInputElement;
    expect(page.checked).toBe(true);
    fireEvent.click(page);
    expect(chosen).toHaveBeenLastCalledWith([]);
  });

  it('opens a row to show more under it, and closes it again', () => {
    windowOf(1200);
    render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        expandable={{ expandedRowRender: (row) => <p>Bought by {row.buyer.mobile}</p> }}
      />,
    );
    expect(screen.queryByText('Bought by 13800000002')).toBeNull();
    const [, second] = screen.getAllByRole('button', { name: '展开行' });
    fireEvent.click(second as HTMLElement);
    expect(screen.getByText('Bought by 13800000002')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起行' }));
    expect(screen.queryByText('Bought by 13800000002')).toBeNull();
  });

  it('pages the rows itself when the screen keeps no page, and says so when there are none', () => {
    windowOf(1200);
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...rows[0],
      id: index + 1,
      name: `Print ${index + 1}`,
    })) as Row[];
    const { rerender } = render(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={many}
        columns={columns}
        pagination={{ pageSize: 10 }}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getAllByRole('row').map((row) => row.textContent?.split('¥')[0])).toEqual([
      'NamePriceMobileActions',
      'Print 11',
      'Print 12',
    ]);

    rerender(
      <ConsoleTable<Row>
        rowKey="id"
        dataSource={[]}
        columns={columns}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: 'No products yet' }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'No products yet' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('pinEnds', () => {
  it('keeps the first column at the left and the actions at the right while the rest scroll', () => {
    expect(pinEnds(columns).map((column) => column.fixed)).toEqual([
      'left',
      undefined,
      undefined,
      'right',
    ]);
  });

  it('leaves a column its own choice and a two-column table unpinned', () => {
    const own = [{ ...columns[0], fixed: false as const }, ...columns.slice(1)];
    expect(pinEnds(own)[0]?.fixed).toBe(false);
    expect(pinEnds(columns.slice(0, 2)).map((column) => column.fixed)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
