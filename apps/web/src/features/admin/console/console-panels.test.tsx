import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsoleCard } from './console-card';
import { ConsoleTabs } from './console-tabs';
import { ConsoleTimeline } from './console-timeline';

function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('ConsoleTabs', () => {
  const items = [
    { key: 'form', label: 'Details', children: <Draft /> },
    { key: 'members', label: 'Members (3)', children: <p>Three members</p> },
    { key: 'log', label: 'Log', children: <p>Nothing yet</p> },
  ];

  it('shows the first panel, and another when its tab is chosen', () => {
    render(<ConsoleTabs items={items} />);
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByText('Three members')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Members (3)' }));
    expect(screen.getByRole('tabpanel', { name: 'Members (3)' }).textContent).toBe('Three members');
    expect(details.getAttribute('aria-selected')).toBe('false');
  });

  it('keeps what was typed in a tab while another is looked at', () => {
    render(<ConsoleTabs items={items} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ink club' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    expect(screen.getByRole('tabpanel', { name: 'Log' }).textContent).toBe('Nothing yet');
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ink club');
  });

  it('moves between tabs with the arrows, Home and End; only the chosen tab is in the tab order', () => {
    render(<ConsoleTabs items={items} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Members (3)').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Details'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Members (3)'));
    expect(tab('Members (3)').tabIndex).toBe(0);
    fireEvent.keyDown(tab('Members (3)'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Log'));
    fireEvent.keyDown(tab('Log'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Details'));
    fireEvent.keyDown(tab('Details'), { key: 'ArrowLeft' });
    expect(tab('Log').getAttribute('aria-selected')).toBe('true');
  });
});

describe('ConsoleCard', () => {
  it('is a region named by its title, with its extra in the header', () => {
    render(
      <ConsoleCard title="Shipment" extra={<button type="button">Print</button>}>
        <p>Tracking SF123</p>
      </ConsoleCard>,
    );
    const card = screen.getByRole('region', { name: 'Shipment' });
    expect(within(card).getByText('Tracking SF123')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('stands grey lines in for its content while it loads', () => {
    render(
      <ConsoleCard title="Summary" loading>
        <p>Total ¥1,200.00</p>
      </ConsoleCard>,
    );
    const card = screen.getByRole('region', { name: 'Summary' });
    expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Total ¥1,200.00')).toBeNull();
  });
});

describe('ConsoleTimeline', () => {
  it('lists the events in the order given', () => {
    render(
      <ConsoleTimeline
        items={[
          { key: 2, content: 'Shipped' },
          { key: 1, content: 'Paid' },
        ]}
      />,
    );
    const events = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(events).toEqual(['Shipped', 'Paid']);
  });
});
