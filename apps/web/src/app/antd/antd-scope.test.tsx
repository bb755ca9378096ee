import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AntdScope, withAntd } from './antd-scope';

describe('AntdScope and withAntd', () => {
  it('renders pages bare until a page built with antd loads, then inside the antd root', async () => {
    const { container } = render(
      <AntdScope>
        <p>作品详情</p>
      </AntdScope>,
    );
    expect(screen.getByText('作品详情')).toBeTruthy();
    expect(container.querySelector('.ant-app')).toBeNull();

    const loadPage = withAntd(async () => ({ Component: () => null }));
    let route: unknown;
    await act(async () => {
      route = await loadPage();
    });
    expect(route).toHaveProperty('Component');
    expect(container.querySelector('.ant-app')?.textContent).toBe('作品详情');
  });
});
