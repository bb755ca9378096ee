import { App, message, Modal, notification, type ModalFuncProps } from 'antd';
import { useLayoutEffect } from 'react';
import { uiDefaults } from './antd-config';

type AppApi = ReturnType<typeof App.useApp>;

type ModalFunc = (props: ModalFuncProps) => {
  destroy: () => void;
  update: (config: ModalFuncProps) => void;
};

export interface FeedbackApi {
  message: AppApi['message'];
  notification: AppApi['notification'];
  modal: Record<'info' | 'success' | 'error' | 'warning' | 'confirm', ModalFunc>;
}

let bridged: FeedbackApi | null = null;

// The static fallbacks follow the same defaults as the App-bound instances.
message.config({ ...uiDefaults.message });
notification.config({ ...uiDefaults.notification });

/**
 * Render once inside antd's `<App>`: code outside React (the request client, error handlers)
 * then gets message, notification and modal bound to the app's theme, locale and settings.
 */
export function FeedbackBridge(): null {
  const api = App.useApp();
  // A layout effect runs before any passive effect, so children's mount effects already see it.
  useLayoutEffect(() => {
    bridged = api;
    return () => {
      if (bridged === api) bridged = null;
    };
  }, [api]);
  return null;
}

const staticApi: FeedbackApi = { message, notification, modal: Modal };

/** Toasts, notifications and dialogs for non-React code; static antd until the bridge mounts. */
export const feedback: Readonly<FeedbackApi> = {
  get message() {
    return (bridged ?? staticApi).message;
  },
  get notification() {
    return (bridged ?? staticApi).notification;
  },
  get modal() {
    return (bridged ?? staticApi).modal;
  },
};
