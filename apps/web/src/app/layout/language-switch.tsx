import { LANGS, type Lang } from '@atelier/contract/codes';
import { useTranslation } from 'react-i18next';
import { setLang, useLang } from '@/shared/i18n/i18n';
import { appNamespace } from '../locales/register';
import styles from './language-switch.module.css';

export interface LanguageSwitchProps {
  /** `short` for the header (中文 / EN), `full` for the mobile menu (简体中文 / English). */
  variant: 'short' | 'full';
  tone: 'dark' | 'light';
  onSwitched?: (lang: Lang) => void;
}

export function LanguageSwitch({ variant, tone, onSwitched }: LanguageSwitchProps) {
  const { t } = useTranslation(appNamespace);
  const current = useLang();

  return (
    <div
      className={`${styles.switch} ${tone === 'dark' ? styles.dark : styles.light}`}
      role="group"
      aria-label={t('lang.label')}
    >
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          className={styles.option}
          aria-pressed={lang === current}
          lang={lang}
          onClick={() => {
            if (lang === current) return;
            setLang(lang);
            onSwitched?.(lang);
          }}
        >
          {t(variant === 'short' ? `lang.${lang}` : `lang.${lang}Full`)}
        </button>
      ))}
    </div>
  );
}
