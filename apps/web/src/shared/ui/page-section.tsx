import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export interface ContainerProps {
  children: ReactNode;
  /** `page` is the site's width (1200 px); `text` a comfortable reading measure. */
  width?: 'page' | 'text';
  className?: string;
}

/** Content centred on the page's width, with the page's gutters. */
export function Container({ children, width = 'page', className = '' }: ContainerProps) {
  return <div className={`${styles.container} ${styles[width]} ${className}`}>{children}</div>;
}

export interface PageSectionProps extends ContainerProps {
  /** The id of the section's heading, so the section is a named region. */
  labelledBy?: string;
  /** `muted` is the warm grey band; `dark` the black one (pair with dark headings). */
  tone?: 'plain' | 'muted' | 'dark';
  /** `tight` for a section that follows another of the same tone. */
  space?: 'regular' | 'tight';
  /** Classes of the inner container. */
  className?: string;
}

/** One band of a studio page: vertical rhythm, a tone, and its content in a `Container`. */
export function PageSection({
  children,
  labelledBy,
  tone = 'plain',
  space = 'regular',
  width,
  className,
}: PageSectionProps) {
  return (
    <section
      className={`${styles.section} ${styles[tone]} ${styles[space]}`}
      aria-labelledby={labelledBy}
    >
      <Container width={width} className={className}>
        {children}
      </Container>
    </section>
  );
}
