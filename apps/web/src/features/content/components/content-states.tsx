import { useTranslation } from 'react-i18next';
import { PageHeroPending } from '@/shared/ui/page-hero';
import { Container } from '@/shared/ui/page-section';
import { NotFoundPanel, type NotFoundPanelProps } from '@/shared/ui/not-found-panel';
import { Bone, LoadingStatus, RetryPanel } from '@/shared/ui/state-panel';
import { contentNamespace } from '../locales/register';
import styles from './content-states.module.css';

/** A page that could not load, with the one way forward: try again. */
export function LoadError({
  title,
  onRetry,
  frame = 'page',
}: {
  title: string;
  onRetry: () => void;
  frame?: 'page' | 'inline';
}) {
  const { t } = useTranslation(contentNamespace);
  return (
    <RetryPanel
      frame={frame}
      title={title}
      text={t('common.errorText')}
      retry={t('common.retry')}
      onRetry={onRetry}
    />
  );
}

/** An id or key that names nothing: the studio's pages say it with a 404. */
export function NotFound(props: Omit<NotFoundPanelProps, 'code'>) {
  return <NotFoundPanel code="404" {...props} />;
}

/** A hero page's outline while it loads: the dark hero, then the shapes of `rows` or `cards`. */
export function HeroListSkeleton({ label, shape }: { label: string; shape: 'rows' | 'cards' }) {
  return (
    <LoadingStatus label={label}>
      <PageHeroPending />
      <Container className={styles.body}>
        <div aria-hidden="true" className={shape === 'rows' ? styles.rows : styles.cards}>
          {Array.from({ length: shape === 'rows' ? 2 : 4 }, (_, index) => (
            <div key={index} className={styles.item}>
              <Bone className={styles.image} />
              <div className={styles.lines}>
                <Bone className={styles.eyebrow} />
                <Bone className={styles.heading} />
                <Bone className={styles.line} />
                <Bone className={styles.lineShort} />
              </div>
            </div>
          ))}
        </div>
      </Container>
    </LoadingStatus>
  );
}

/** An article's or a document's outline: a title block, then a column of text. */
export function TextSkeleton({ label, image = false }: { label: string; image?: boolean }) {
  return (
    <LoadingStatus label={label}>
      <Container width="text" className={styles.body}>
        <div aria-hidden="true" className={styles.text}>
          <Bone className={styles.eyebrow} />
          <Bone className={styles.title} />
          <Bone className={styles.titleShort} />
          {image ? <Bone className={styles.figure} /> : null}
          {[100, 96, 100, 88, 100, 72].map((width, index) => (
            <Bone key={index} className={styles.line} style={{ width: `${width}%` }} />
          ))}
        </div>
      </Container>
    </LoadingStatus>
  );
}
