import { PageHeroPending } from './page-hero';
import { Container } from './page-section';
import { Bone, LoadingStatus } from './state-panel';
import styles from './page-states.module.css';

/**
 * A hero page's outline while it loads: the hero's dark block, then a heading and a column of
 * text, announced to screen readers as `label`. Errors and empty pages use `RetryPanel` and
 * `StatePanel` with `frame="page"`.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label}>
      <PageHeroPending />
      <Container className={styles.body}>
        <div aria-hidden="true" className={styles.grid}>
          <div>
            <Bone className={styles.eyebrow} />
            <Bone className={styles.heading} />
            <Bone className={styles.headingShort} />
          </div>
          <div className={styles.lines}>
            {[100, 94, 100, 86, 100, 62].map((width, i) => (
              <Bone key={i} className={styles.line} style={{ width: `${width}%` }} />
            ))}
          </div>
        </div>
      </Container>
    </LoadingStatus>
  );
}
