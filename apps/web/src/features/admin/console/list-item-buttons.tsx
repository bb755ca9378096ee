import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';

/** Move up, move down and remove for one entry of a form's list (questions, options, images, a page's rows). */
export function ListItemButtons({
  index,
  count,
  move,
  remove,
  removeLabel,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: () => void;
  removeLabel: string;
}) {
  const { t } = useTranslation(adminNamespace);
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('listItem.moveUp')}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('listItem.moveDown')}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={removeLabel}
        onClick={remove}
      />
    </Space>
  );
}
