import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { InsideAntdRoot } from '../ui/antd-island';
import { FeedbackBridge } from '../ui/feedback-bridge';

/**
 * Renders inside antd's App with the feedback bridge mounted. Motion is off because the test
 * DOM never fires animation events, so closing dialogs would otherwise stay in the document.
 */
export function renderWithApp(ui: ReactNode = null) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <FeedbackBridge />
        <InsideAntdRoot value>{ui}</InsideAntdRoot>
      </App>
    </ConfigProvider>,
  );
}
