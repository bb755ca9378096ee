import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import { PageSection } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import styles from './more-links.module.css';

export interface MoreLink {
  id: number;
  title: string;
  image: string;
  to: string;
}

/**
 * The other entries of a list under a detail page, so a reader goes on rather than back.
 * Nothing while the list loads or when there is no other entry.
 */
export function MoreLinks({
  id,
  eyebrow,
  title,
  links,
  tone = 'muted',
}: {
  id: string;
  eyebrow: string;
  title: string;
  links: MoreLink[];
  /** Set apart from the band above it. */
  tone?: 'plain' | 'muted';
}) {
  if (links.length === 0) return null;
  return (
    <PageSection tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <Link className={styles.link} to={link.to}>
              <img
                className={styles.image}
                src={link.image}
                alt=""
                width={480}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <span className={cards.linkName}>{link.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
