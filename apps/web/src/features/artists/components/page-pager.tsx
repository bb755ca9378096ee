import { Pagination } from 'antd';
import styles from './page.module.css';

/** Page numbers under a list; nothing when everything fits on one page. */
export function PagePager({
  page,
  total,
  pageSize,
  label,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  label: string;
  onChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Pagination
        current={page}
        total={total}
        pageSize={pageSize}
        showSizeChanger={false}
        responsive
        onChange={onChange}
      />
    </nav>
  );
}
