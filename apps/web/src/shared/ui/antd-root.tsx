import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale } from '@/shared/i18n/antd-locale';
import '@/shared/i18n/dayjs-locale';
import { useLang } from '@/shared/i18n/i18n';
import { appProps, configProviderProps } from './antd-config';
import { antdTheme } from './antd-theme';
import { FeedbackBridge } from './feedback-bridge';
import { InsideAntdRoot } from './antd-island';

/** antd's theme, locale and app-bound message, notification and modal for the pages below. */
export function AntdRoot({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <ConfigProvider {...configProviderProps} theme={antdTheme(lang)} locale={antdLocale(lang)}>
      <AntApp {...appProps}>
        <FeedbackBridge />
        <InsideAntdRoot value>{children}</InsideAntdRoot>
      </AntApp>
    </ConfigProvider>
  );
}
