import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cards from '@/shared/ui/card.module.css';
import eyebrows from '@/shared/ui/eyebrow.module.css';
import { PageSection } from '@/shared/ui/page-section';
import { SectionHeading } from '@/shared/ui/section-heading';
import { stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import type { SiteLink } from '@/shared/api/get-links';
import type { ShopConfig } from '@/shared/api/get-shop-config';
import { groupLinks } from '@/shared/lib/group-links';
import { telHref } from '../lib/tel-href';
import { studioNamespace } from '../locales/register';
import { ContactMap } from './contact-map';
import styles from './contact-view.module.css';

const topics = [
  { key: 'collect', to: 'globalShop' },
  { key: 'create', to: 'joinUs' },
  { key: 'visit', to: 'city' },
] as const;

function SiteLinkItem({ link }: { link: SiteLink }) {
  if (/^https?:/i.test(link.url)) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {link.name}
      </a>
    );
  }
  return <Link to={link.url}>{link.name}</Link>;
}

export interface ContactViewProps {
  shop: ShopConfig;
  links: readonly SiteLink[];
}

/** /CONNECTION: how to reach the studio, a drawn map, who to ask about what, and quick links. */
export function ContactView({ shop, links }: ContactViewProps) {
  const { t } = useTranslation(studioNamespace);
  const rows = [
    { key: 'address', value: shop.address },
    { key: 'hours', value: shop.business_hours },
  ].filter((row) => row.value);

  return (
    <>
      <section className={styles.top} aria-labelledby="contact-title">
        <div className={styles.topInner}>
          <div className={styles.intro}>
            <p className={`${eyebrows.marked} ${styles.eyebrow}`}>{t('contact.eyebrow')}</p>
            <h1 id="contact-title" className={styles.title}>
              {t('contact.title')}
            </h1>
            <p className={styles.lead}>{t('contact.lead')}</p>

            <dl className={styles.details}>
              {shop.service_phone ? (
                <div className={styles.detail}>
                  <dt>{t('contact.phone')}</dt>
                  <dd className={styles.big}>
                    <a href={telHref(shop.service_phone)}>{shop.service_phone}</a>
                  </dd>
                </div>
              ) : null}
              {shop.service_email ? (
                <div className={styles.detail}>
                  <dt>{t('contact.email')}</dt>
                  <dd className={styles.big}>
                    <a href={`mailto:${shop.service_email}`}>{shop.service_email}</a>
                  </dd>
                </div>
              ) : null}
              {rows.map((row) => (
                <div key={row.key} className={styles.detail}>
                  <dt>{t(`contact.${row.key}`)}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>

            <div className={styles.actions}>
              {shop.service_phone ? (
                <a className={stateClasses.primary} href={telHref(shop.service_phone)}>
                  {t('contact.call')}
                </a>
              ) : null}
              {shop.service_email ? (
                <a className={stateClasses.secondary} href={`mailto:${shop.service_email}`}>
                  {t('contact.write')}
                </a>
              ) : null}
            </div>
          </div>
          <figure className={styles.mapFrame}>
            <ContactMap
              label={t('contact.mapLabel', { address: shop.address })}
              studio={shop.name}
              road={t('contact.mapRoad')}
              lake={t('contact.mapLake')}
              park={t('contact.mapPark')}
            />
          </figure>
        </div>
      </section>

      <PageSection tone="muted" labelledBy="contact-topics">
        <SectionHeading
          id="contact-topics"
          eyebrow={t('contact.topicsEyebrow')}
          title={t('contact.topicsTitle')}
        />
        <ol className={styles.topics}>
          {topics.map((topic, index) => (
            <li key={topic.key} className={styles.topic}>
              <span className={styles.topicNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.topicTitle}>{t(`contact.topics.${topic.key}.title`)}</h3>
              <p className={styles.topicText}>{t(`contact.topics.${topic.key}.text`)}</p>
              <Link
                className={`${cards.accentLink} ${styles.topicLink}`}
                to={paths[topic.to].href()}
              >
                {t(`contact.topics.${topic.key}.link`)} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ol>
      </PageSection>

      {links.length > 0 ? (
        <PageSection labelledBy="contact-links" className={styles.linksSection}>
          <h2 id="contact-links" className={styles.linksTitle}>
            {t('contact.linksEyebrow')}
          </h2>
          <div className={styles.linkGroups}>
            {groupLinks(links).map(({ group, links: list }) => (
              <div key={group}>
                <h3 className={styles.groupTitle}>
                  {t(`contact.groups.${group}`, { defaultValue: group })}
                </h3>
                <ul className={styles.linkList}>
                  {list.map((link) => (
                    <li key={link.id}>
                      <SiteLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </PageSection>
      ) : null}
    </>
  );
}
