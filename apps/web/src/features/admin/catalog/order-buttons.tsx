import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { moved } from '../console/list-item-buttons';
import { catalogNamespace } from './locales/register';

/** Up and down buttons that send the list's new order of ids. */
export function OrderButtons({
  ids,
  index,
  busy,
  onReorder,
}: {
  ids: readonly number[];
  index: number;
  busy: boolean;
  onReorder: (ids: number[]) => void;
}) {
  const { t } = useTranslation(catalogNamespace);
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('common.moveUp')}
        disabled={index === 0 || busy}
        onClick={() => onReorder(moved(ids, index, -1))}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('common.moveDown')}
        disabled={index === ids.length - 1 || busy}
        onClick={() => onReorder(moved(ids, index, 1))}
      />
    </Space>
  );
}
