import { ConfigProvider, message, Modal, notification } from 'antd';
import { antdLocale } from '../i18n/antd-locale';
import { getLang } from '../i18n/i18n';
import { configProviderProps, uiDefaults } from './antd-config';
import { antdTheme } from './antd-theme';
import type { FeedbackApi } from './feedback-api';

/** antd's static feedback, with the same theme, locale and defaults as the app-bound one. */
export function staticFeedback(): FeedbackApi {
  message.config({ ...uiDefaults.message });
  notification.config({ ...uiDefaults.notification });
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider
        {...configProviderProps}
        theme={antdTheme(getLang())}
        locale={antdLocale(getLang())}
      >
        {children}
      </ConfigProvider>
    ),
  });
  return { message, notification, modal: Modal };
}
