import '../locales/register';
import type { RichTextKey } from '@atelier/contract/formats';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '@/shared/i18n/i18n';
import eyebrows from '@/shared/ui/eyebrow.module.css';
import { Container } from '@/shared/ui/page-section';
import { RichText as RichTextBlock } from '@/shared/ui/rich-text';
import { paths } from '@/shared/config/paths';
import { useRichText, type RichText } from '@/shared/api/get-rich-text';
import { isRefusal } from '@/shared/api/retry';
import { LoadError, NotFound, TextSkeleton } from '../components/content-states';
import styles from '../components/document.module.css';
import { formatLongDate, isoDate } from '../lib/dates';
import { readRichTextKey } from '../lib/query-params';
import { contentNamespace } from '../locales/register';

/** The texts that bind a customer, listed beside each other so one leads to the next. */
const TERMS: readonly RichTextKey[] = ['agreement', 'privacy', 'convention', 'points_rules'];

/** /richText?key=: a text the studio keeps (the user agreement, the privacy policy...). */
export function RichTextRoute() {
  const [search] = useSearchParams();
  const key = readRichTextKey(search);
  return key === null ? <DocumentNotFound /> : <Document textKey={key} />;
}

function Document({ textKey }: { textKey: RichTextKey }) {
  const { t } = useTranslation(contentNamespace);
  const text = useRichText(textKey);

  if (text.isPending) return <TextSkeleton label={t('richText.loading')} />;
  if (text.isError) {
    if (isRefusal(text.error)) return <DocumentNotFound />;
    return <LoadError title={t('richText.errorTitle')} onRetry={() => void text.refetch()} />;
  }
  return <DocumentView text={text.data} busy={text.isPlaceholderData} />;
}

function DocumentView({ text, busy }: { text: RichText; busy: boolean }) {
  const { t } = useTranslation(contentNamespace);
  const lang = useLang();
  const isTerms = TERMS.includes(text.key);
  const updated = formatLongDate(text.updated_at, lang);

  return (
    <div className={styles.page}>
      <Container className={isTerms ? styles.withAside : styles.single}>
        <article className={styles.document} aria-busy={busy}>
          <header className={styles.head}>
            <p className={`${eyebrows.marked} ${styles.eyebrow}`}>
              {isTerms ? t('richText.eyebrowTerms') : t('richText.eyebrowStudio')}
            </p>
            <h1 className={styles.title}>{text.title || t(`richText.keys.${text.key}`)}</h1>
            {updated ? (
              <p className={styles.updated}>
                <time dateTime={isoDate(text.updated_at)}>
                  {t('richText.updated', { date: updated })}
                </time>
              </p>
            ) : null}
          </header>
          <RichTextBlock html={text.content} />
        </article>
        {isTerms ? (
          <aside className={styles.aside}>
            <nav aria-labelledby="terms-nav">
              <h2 id="terms-nav" className={styles.asideTitle}>
                {t('richText.others')}
              </h2>
              <ul className={styles.terms}>
                {TERMS.map((key) => (
                  <li key={key}>
                    {key === text.key ? (
                      <span className={`${styles.term} ${styles.current}`} aria-current="page">
                        {t(`richText.keys.${key}`)}
                      </span>
                    ) : (
                      <Link className={styles.term} to={paths.richText.href(key)}>
                        {t(`richText.keys.${key}`)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        ) : null}
      </Container>
    </div>
  );
}

function DocumentNotFound() {
  const { t } = useTranslation(contentNamespace);
  return (
    <NotFound
      title={t('richText.notFoundTitle')}
      text={t('richText.notFoundText')}
      action={t('richText.notFoundAction')}
      to={paths.about.href()}
    />
  );
}
