import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLinks, type SiteLink } from '@/shared/api/get-links';
import { groupLinks } from '@/shared/lib/group-links';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { appNamespace } from '../locales/register';
import styles from './site-footer.module.css';

function FooterLink({ link }: { link: SiteLink }) {
  if (/^[a-z][a-z\d+.-]*:/i.test(link.url)) {
    return (
      <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
        {link.name}
      </a>
    );
  }
  return (
    <Link className={styles.link} to={link.url}>
      {link.name}
    </Link>
  );
}

export function SiteFooter() {
  const { t } = useTranslation(appNamespace);
  const shop = useShopConfig().data;
  const groups = groupLinks(useLinks().data ?? []);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div
          className={styles.top}
          style={{ '--groups': Math.max(groups.length, 1) } as CSSProperties}
        >
          <div className={styles.brand}>
            {shop && (
              <>
                <p className={styles.name}>{shop.name}</p>
                <p className={styles.slogan}>{shop.slogan}</p>
              </>
            )}
          </div>
          {groups.map((group) => (
            <nav key={group.group} className={styles.group} aria-label={groupTitle(group.group)}>
              <h2 className={styles.groupTitle}>{groupTitle(group.group)}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.id}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {shop && (
            <div className={styles.contactColumn}>
              <h2 className={styles.groupTitle}>{t('footer.contact')}</h2>
              <ul className={styles.contact}>
                <li>
                  <span className={styles.contactLabel}>{t('footer.phone')}</span>
                  <a href={`tel:${shop.service_phone.replace(/[^\d+]/g, '')}`}>
                    {shop.service_phone}
                  </a>
                </li>
                <li>
                  <span className={styles.contactLabel}>{t('footer.email')}</span>
                  <a href={`mailto:${shop.service_email}`}>{shop.service_email}</a>
                </li>
                <li>
                  <span className={styles.contactLabel}>{t('footer.hours')}</span>
                  {shop.business_hours}
                </li>
              </ul>
            </div>
          )}
        </div>

        <div className={styles.bottom}>
          {shop && (
            <address className={styles.address}>
              <span className={styles.contactLabel}>{t('footer.address')}</span>
              {shop.address}
            </address>
          )}
          <p className={styles.rights}>{t('footer.rights', { year, name: shop?.name ?? '' })}</p>
        </div>
      </div>
    </footer>
  );

  function groupTitle(group: string): string {
    return t(`footer.groups.${group}`, { defaultValue: group });
  }
}
