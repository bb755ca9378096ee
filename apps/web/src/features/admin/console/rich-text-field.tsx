import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './rich-text-editor.module.css';

const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich-text editor, fetched when a form shows one: a large download (145 kB) that the
 * console's other screens never need. Until it arrives, an empty frame of its size holds its
 * place, so the form does not move.
 */
export function RichTextField(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<div className={`${styles.frame} ${styles.placeholder}`} aria-busy />}>
      <Editor {...props} />
    </Suspense>
  );
}
