import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { appProps } from './antd-config';
import { feedback, loadFeedback } from './feedback';
import { FeedbackBridge } from './feedback-bridge';

function Capture({ onApi }: { onApi: (api: ReturnType<typeof App.useApp>) => void }) {
  onApi(App.useApp());
  return null;
}

describe('feedback', () => {
  it('loads antd static functions on first use when the bridge is not mounted', async () => {
    feedback.notification.error({ title: 'Route error', description: 'shown without the app' });
    expect(await screen.findByText('shown without the app')).toBeTruthy();
    const api = await loadFeedback();
    expect(typeof api.modal.confirm).toBe('function');
  });

  it('routes calls through the App instance once the bridge is mounted', async () => {
    let appApi: ReturnType<typeof App.useApp> | undefined;
    const { unmount } = render(
      <App {...appProps}>
        <FeedbackBridge />
        <Capture onApi={(api) => (appApi = api)} />
      </App>,
    );
    expect(appApi).toBeDefined();
    expect(await loadFeedback()).toBe(appApi);

    act(() => {
      void feedback.message.success('作品已保存');
      feedback.notification.error({ title: 'Route error', description: 'chunk failed' });
    });
    expect(await screen.findByText('作品已保存')).toBeTruthy();
    expect(await screen.findByText('chunk failed')).toBeTruthy();

    unmount();
    expect(await loadFeedback()).not.toBe(appApi);
  });

  it('opens modals from outside React', async () => {
    render(
      <App>
        <FeedbackBridge />
      </App>,
    );
    act(() => {
      feedback.modal.confirm({ title: 'System notice', content: 'Leave this page?' });
    });
    expect(await screen.findByText('Leave this page?')).toBeTruthy();
  });
});
