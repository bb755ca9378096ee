import { Pagination } from 'antd';

/**
 * Page numbers under a list; nothing when everything fits on one page. `className` places it
 * (its margins belong to the list's page).
 */
export function PagePager({
  page,
  total,
  pageSize,
  label,
  onChange,
  className,
}: {
  page: number;
  total: number;
  pageSize: number;
  label: string;
  onChange: (page: number) => void;
  className?: string;
}) {
  if (total <= pageSize) return null;
  return (
    <nav className={className} aria-label={label}>
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
