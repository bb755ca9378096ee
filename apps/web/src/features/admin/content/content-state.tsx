import type { ContentState } from '@atelier/contract/content-formats';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../console/format';
import { contentNamespace } from './locales/register';

const COLORS: Record<ContentState, string> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
};

/** Where an item stands on the site, with its saved changes and (news) its time. */
export function ContentStateTags({
  state,
  hasDraft,
  publishAt,
}: {
  state: ContentState;
  hasDraft: boolean;
  publishAt?: string | null;
}) {
  const { t } = useTranslation(contentNamespace);
  return (
    <Space size={4} wrap>
      <Tag color={COLORS[state]}>{t(`states.${state}`)}</Tag>
      {hasDraft ? <Tag color="orange">{t('states.hasDraft')}</Tag> : null}
      {publishAt ? (
        <span style={{ color: '#6b6b76', fontSize: 12 }}>
          {t(state === 'scheduled' ? 'states.appearsAt' : 'states.publishedAt', {
            time: formatTime(publishAt),
          })}
        </span>
      ) : null}
    </Space>
  );
}
