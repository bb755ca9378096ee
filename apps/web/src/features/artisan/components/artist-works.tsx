import { EyeOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Artwork } from '../api/get-artisan';
import { artisanNamespace } from '../locales/register';
import styles from './artist-sections.module.css';

/** The artist's works; any picture opens larger, with the others a swipe away. */
export function ArtistWorks({ works }: { works: Artwork[] }) {
  const { t } = useTranslation(artisanNamespace);
  return (
    <section className={styles.section} aria-labelledby="artist-works">
      <h2 id="artist-works" className={styles.heading}>
        {t('artist.worksTitle')}
        <span className={styles.count}>
          {t('artist.worksCount', { count: works.length, value: works.length })}
        </span>
      </h2>
      {works.length === 0 ? (
        <p className={styles.muted}>{t('artist.noWorks')}</p>
      ) : (
        <Image.PreviewGroup>
          <ul className={styles.works}>
            {works.map((work) => (
              <li key={work.id} className={styles.work}>
                <div className={styles.frame}>
                  <Image
                    src={work.image}
                    alt={work.title}
                    width="100%"
                    height="100%"
                    preview={{
                      cover: (
                        <span className={styles.zoom}>
                          <EyeOutlined aria-hidden="true" />
                          {t('artist.zoom')}
                        </span>
                      ),
                    }}
                  />
                </div>
                <h3 className={styles.workTitle}>{work.title}</h3>
                <p className={styles.workMeta}>
                  {[t('artist.year', { year: work.year }), work.medium]
                    .filter((part) => part !== '')
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
    </section>
  );
}
