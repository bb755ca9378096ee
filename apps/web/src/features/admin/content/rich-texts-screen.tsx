import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../console/screen-header';
import { ContentList } from './content-list';
import { contentNamespace } from './locales/register';
import { PolicyFiguresHint } from './policy-figures-hint';
import { ConsoleCard } from '../console/console-card';

/** The site's long texts: the user agreement, the privacy policy, the rules and the like. */
export default function RichTextsScreen() {
  const { t } = useTranslation(contentNamespace);
  return (
    <>
      <ScreenHeader title={t('screens.richTexts')} />
      <PolicyFiguresHint />
      <ConsoleCard style={{ marginTop: 16 }}>
        <ContentList kind="richText" />
      </ConsoleCard>
    </>
  );
}
