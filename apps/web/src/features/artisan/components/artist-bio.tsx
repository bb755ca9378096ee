import { useTranslation } from 'react-i18next';
import { bioParagraphs } from '../lib/bio-paragraphs';
import { artisanNamespace } from '../locales/register';
import styles from './artist-sections.module.css';

/** The bio, a paragraph for each block of its plain text. */
export function ArtistBio({ name, bio }: { name: string; bio: string }) {
  const { t } = useTranslation(artisanNamespace);
  const paragraphs = bioParagraphs(bio);
  return (
    <section className={styles.section} aria-labelledby="artist-about">
      <h2 id="artist-about" className={styles.heading}>
        {t('artist.aboutTitle', { name })}
      </h2>
      <div className={styles.bio}>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className={styles.muted}>{t('artist.noBio')}</p>
        )}
      </div>
    </section>
  );
}
