import { Avatar, Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { PageNumbers } from '@/shared/ui/page-numbers';
import { LoadingOutline, StatePanel } from '@/shared/ui/state-panel';
import { useGroupImages, useGroupMembers, type GroupInfo } from '../api/group-queries';
import { PlainText } from '../lib/plain-text';
import { communityNamespace } from '../locales/register';
import { CollectorBadge } from './collector-badge';
import styles from './community.module.css';
import { CommunityLoadError } from './community-states';

/** The description, the gate and the convention with its version. */
export function GroupAbout({ group }: { group: GroupInfo }) {
  const { t } = useTranslation(communityNamespace);
  return (
    <div className={styles.aboutGrid}>
      <section aria-labelledby="group-description">
        <h2 id="group-description" className={styles.subTitle}>
          {t('group.description')}
        </h2>
        <PlainText className={styles.prose} text={group.description} />
        {group.gate_product ? (
          <p className={styles.muted}>
            {t(group.gate_kind === 'serial' ? 'group.gatedSerialNote' : 'group.gatedNote', {
              name: group.gate_product.name,
            })}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="group-convention">
        <h2 id="group-convention" className={styles.subTitle}>
          {t('group.convention')}
        </h2>
        <p className={styles.muted}>
          {t('group.conventionVersion', {
            version: group.convention.version,
            date: formatDate(group.convention.updated_at, 'YYYY-MM-DD'),
          })}
        </p>
        <PlainText className={styles.prose} text={group.convention.text} />
      </section>
    </div>
  );
}

/** The group's pictures; one opens in a preview that pages through the rest. */
export function GroupGallery({ groupId }: { groupId: number }) {
  const { t } = useTranslation(communityNamespace);
  const images = useGroupImages(groupId);
  if (images.isPending) return <LoadingOutline label={t('load.loading')} heights={[200]} />;
  if (images.isError) return <CommunityLoadError onRetry={() => void images.refetch()} />;
  if (images.data.list.length === 0) {
    return <StatePanel title={t('group.galleryEmpty')} text="" />;
  }
  return (
    <Image.PreviewGroup>
      <div className={styles.gallery}>
        {images.data.list.map((image) => (
          <figure key={image.id}>
            <Image src={image.url} alt={image.caption} width="100%" />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

export function GroupMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation(communityNamespace);
  const [page, setPage] = useState(1);
  const members = useGroupMembers(groupId, page);
  if (members.isPending) return <LoadingOutline label={t('load.loading')} heights={[64, 64]} />;
  if (members.isError) return <CommunityLoadError onRetry={() => void members.refetch()} />;
  if (members.data.list.length === 0) {
    return <StatePanel title={t('group.membersEmpty')} text="" />;
  }
  return (
    <>
      <ul className={styles.people}>
        {members.data.list.map((person) => (
          <li key={person.user_id} className={styles.person}>
            <Avatar src={person.avatar || undefined} alt="">
              {Array.from(person.nickname)[0] ?? ''}
            </Avatar>
            <div>
              <p className={styles.personName}>
                {person.nickname}
                <CollectorBadge verified={person.verified_collector} />
              </p>
              <p className={styles.muted}>
                {t('group.joinedAt', { date: formatDate(person.joined_at, 'YYYY-MM-DD') })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <PageNumbers
        page={page}
        total={members.data.total}
        pageSize={24}
        label={t('group.membersPages')}
        onChange={setPage}
      />
    </>
  );
}
