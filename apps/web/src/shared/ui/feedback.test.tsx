import { act, render, screen } from '@testing-library/react';
import { App, message, Modal, notification } from 'antd';
import { describe, expect, it } from 'vitest';
import { appProps } from './antd-config';
import { feedback, FeedbackBridge } from './feedback';

function Capture({ onApi }: { onApi: (api: ReturnType<typeof App.useApp>) => void }) {
  onApi(App.useApp());
  return null;
}

describe('feedback', () => {
  it('falls back to antd static functions without the bridge', () => {
    expect(feedback.message).toBe(message);
    expect(feedback.notification).toBe(notification);
    expect(feedback.modal).toBe(Modal);
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
    expect(feedback.message).toBe(appApi?.message);
    expect(feedback.notification).toBe(appApi?.notification);
    expect(feedback.modal).toBe(appApi?.modal);

    act(() => {
      void feedback.message.success('作品已保存');
      feedback.notification.error({ title: 'Route error', description: 'chunk failed' });
    });
    expect(await screen.findByText('作品已保存')).toBeTruthy();
    expect(await screen.findByText('chunk failed')).toBeTruthy();

    unmount();
    expect(feedback.message).toBe(message);
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
