import { Input, Typography } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { loadFeedback } from './feedback';

type Verdict = boolean | string;

export interface PromptOptions {
  title: ReactNode;
  placeholder?: string;
  initialValue?: string;
  /** The input must match, or the dialog stays open with 'Illegal input'. */
  pattern?: RegExp;
  /** false: 'Illegal input'; a string: that string as the error; true: accept. */
  validator?: (value: string) => Verdict | Promise<Verdict>;
}

interface FieldState {
  value: string;
  error: string | null;
}

function createFieldStore(initial: string) {
  let state: FieldState = { value: initial, error: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Partial<FieldState>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type FieldStore = ReturnType<typeof createFieldStore>;

function PromptField({
  store,
  placeholder,
  onSubmit,
}: {
  store: FieldStore;
  placeholder: string | undefined;
  onSubmit: () => void;
}) {
  const { value, error } = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <div>
      <Input
        autoFocus
        value={value}
        placeholder={placeholder}
        status={error === null ? undefined : 'error'}
        aria-invalid={error !== null}
        onChange={(event) => store.set({ value: event.target.value, error: null })}
        onPressEnter={onSubmit}
      />
      {error !== null && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

async function findError(value: string, options: PromptOptions): Promise<string | null> {
  const illegal = i18n.t('validation.illegalInput');
  if (options.pattern) {
    // A global or sticky pattern remembers where it last matched; start from the beginning.
    options.pattern.lastIndex = 0;
    if (!options.pattern.test(value)) return illegal;
  }
  if (!options.validator) return null;
  let verdict: Verdict;
  try {
    verdict = await options.validator(value);
  } catch {
    return illegal;
  }
  if (verdict === true) return null;
  return typeof verdict === 'string' && verdict !== '' ? verdict : illegal;
}

/** Asks for one line of text; resolves with it once valid, or null when cancelled. */
export async function prompt(options: PromptOptions): Promise<string | null> {
  const { modal } = await loadFeedback();
  return new Promise((resolve) => {
    const store = createFieldStore(options.initialValue ?? '');
    let checking = false;

    const submit = async (close: () => void) => {
      if (checking) return;
      checking = true;
      dialog.update({ okButtonProps: { loading: true } });
      const value = store.get().value;
      const error = await findError(value, options);
      checking = false;
      dialog.update({ okButtonProps: { loading: false } });
      if (error !== null) {
        store.set({ error });
        return;
      }
      resolve(value);
      close();
    };

    const dialog = modal.confirm({
      title: options.title,
      icon: null,
      content: (
        <PromptField
          store={store}
          placeholder={options.placeholder}
          onSubmit={() => void submit(() => dialog.destroy())}
        />
      ),
      okText: i18n.t('dialog.ok'),
      cancelText: i18n.t('dialog.cancel'),
      // Taking `close` tells antd not to close on OK by itself: an invalid value keeps it open.
      onOk: (close: () => void) => {
        void submit(close);
      },
      onCancel: () => resolve(null),
    });
  });
}
