import { POLICY_FIGURES } from '@atelier/contract/privacy-codes';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentNamespace } from './locales/register';

/**
 * What a kept text may write as `{{name}}`: the site shows the configured figure there, so the
 * privacy policy keeps saying what the shop does when the configuration changes.
 */
export function PolicyFiguresHint() {
  const { t } = useTranslation(contentNamespace);
  return (
    <Alert
      type="info"
      showIcon
      title={t('figures.title')}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {POLICY_FIGURES.map((name) => (
            <li key={name}>
              <code>{`{{${name}}}`}</code> {t(`figures.${name}`)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
