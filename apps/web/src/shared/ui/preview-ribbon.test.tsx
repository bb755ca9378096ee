import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { renderWithApp } from '../testing/render-with-app';
import { userInfo } from '../testing/user-info';
import PreviewRibbon from './preview-ribbon';

afterEach(() => {
  act(() => {
    setLang('zh-cn');
    useSession.setState({ user: null });
  });
});

describe('PreviewRibbon', () => {
  it('says to an editor that the page is a preview, not published, in their language', () => {
    useSession.setState({ user: userInfo({ role: 'editor' }) });
    renderWithApp(<PreviewRibbon />);
    expect(screen.getByRole('status').textContent).toBe('预览 — 尚未发布，访客看不到这些改动');
    act(() => setLang('en'));
    expect(screen.getByRole('status').textContent).toBe(
      'Preview — not published: visitors do not see these changes',
    );
  });

  it('says nothing to a customer or an operator, who are shown the live page', () => {
    for (const role of ['user', 'operator'] as const) {
      useSession.setState({ user: userInfo({ role }) });
      const { unmount } = renderWithApp(<PreviewRibbon />);
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
  });
});
