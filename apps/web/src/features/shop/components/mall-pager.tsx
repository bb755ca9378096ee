import { Pagination } from 'antd';

/** The mall's page numbers, loaded with antd after the first products are on screen. */
export function MallPager(props: {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  return <Pagination {...props} showSizeChanger={false} showLessItems responsive />;
}
