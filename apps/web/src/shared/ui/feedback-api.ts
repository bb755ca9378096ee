import type { App, ModalFuncProps } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

type ModalFunc = (props: ModalFuncProps) => {
  destroy: () => void;
  update: (config: ModalFuncProps) => void;
};

/** What both the app-bound and the static feedback offer: message, notification and modal. */
export interface FeedbackApi {
  message: AppApi['message'];
  notification: AppApi['notification'];
  modal: Record<'info' | 'success' | 'error' | 'warning' | 'confirm', ModalFunc>;
}
