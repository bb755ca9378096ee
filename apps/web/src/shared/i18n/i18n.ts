import { LANGS, type Lang } from '@atelier/contract/codes';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { appConfig, isLang } from '../config/app-config';
import { storage } from '../storage/storage';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';

export const defaultNamespace = 'common';

/** Nested message strings, as read from a locale JSON file. */
export interface Messages {
  [key: string]: string | Messages;
}

function normaliseLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return isLang(lower) ? lower : null;
}

/** The chosen language: the stored one when valid, otherwise the configured default. */
export function getLang(): Lang {
  return normaliseLang(storage.get<string>(appConfig.langKey)) ?? appConfig.defaultLang;
}

// The global instance, so `useTranslation` and `i18next.t` work anywhere without a provider.
export const i18n = i18next;

void i18n.use(initReactI18next).init({
  resources: {
    'zh-cn': { [defaultNamespace]: zhCn },
    en: { [defaultNamespace]: en },
  },
  lng: getLang(),
  fallbackLng: 'zh-cn',
  supportedLngs: [...LANGS],
  lowerCaseLng: true,
  ns: [defaultNamespace],
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  // An empty message means "nothing to say in this language" (the address form's region hint
  // in Chinese), not a missing one; i18next 27 would otherwise answer the key instead.
  returnEmptyString: true,
  // Resources are bundled, so initialise synchronously: the first render already has text.
  initAsync: false,
});

function applyLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

applyLang(getLang());

export function setLang(lang: Lang): void {
  storage.set(appConfig.langKey, lang);
  void i18n.changeLanguage(lang);
  applyLang(lang);
}

function currentLang(): Lang {
  return normaliseLang(i18n.language) ?? appConfig.defaultLang;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language; the calling component re-renders when it changes. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

/** Registers a feature's own namespace, e.g. `addLocale('shop', { 'zh-cn': zh, en })`. */
export function addLocale(ns: string, messages: Record<Lang, Messages>): void {
  for (const lang of LANGS) {
    i18n.addResourceBundle(lang, ns, messages[lang], true, true);
  }
}
