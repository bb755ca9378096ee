import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { communityNamespace } from './register';

/** Move up, move down and remove for one entry of a form's list (questions, gallery images). */
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
  const { t } = useTranslation(communityNamespace);
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('group.moveUp')}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('group.moveDown')}
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
