import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';

/** Moves the item at `index` by `step` places, leaving the list as it was at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

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
