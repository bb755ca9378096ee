import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { ConsoleResult } from './console-result';
import { LoadFailed } from './load-failed';

describe('ConsoleResult', () => {
  it('reads out a warning at once, with its title, its line and its action', () => {
    const retry = vi.fn();
    render(
      <ConsoleResult
        status="warning"
        title="This could not be loaded."
        subTitle="The server did not answer."
        extra={<Button onClick={retry}>Try again</Button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    expect(alert.textContent).toContain('The server did not answer.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();
    // The icon is decoration: it names nothing.
    expect(alert.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('says a record is not found without raising an alert, with the way back', () => {
    render(
      <ConsoleResult
        status="404"
        title="No such product"
        extra={<a href="/admin/products">Back to the products</a>}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No such product')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the products' }).getAttribute('href')).toBe(
      '/admin/products',
    );
  });

  it('draws a list that could not be read, in the console’s words, with its retry', () => {
    setLang('en');
    const retry = vi.fn();
    render(<LoadFailed onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
