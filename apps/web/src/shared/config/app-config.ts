import { LANGS, type Lang } from '@atelier/contract/codes';

function readEnv(name: string): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function isLang(value: string | null | undefined): value is Lang {
  return LANGS.some((lang) => lang === value);
}

const defaultLang = readEnv('VITE_DEFAULT_LANG')?.toLowerCase();
const storageKey = readEnv('VITE_STORAGE_AES_KEY') ?? '';

export const appConfig = {
  /** Requests go to `${apiBase}/api/index/${action}`; empty means the page's own origin. */
  apiBase: readEnv('VITE_API_BASE') ?? '',
  tokenHeader: 'Authorization',
  tokenPrefix: 'Bearer ',
  langKey: 'lang',
  defaultLang: isLang(defaultLang) ? defaultLang : ('zh-cn' satisfies Lang),
  storageEncryption: { enabled: storageKey !== '', key: storageKey },
  /** The envelope code whose message is shown as a toast rather than a notification. */
  serverErrorCode: 500,
  requestTimeoutMs: 30_000,
} as const;
