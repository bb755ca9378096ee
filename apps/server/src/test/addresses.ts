/** Delivery addresses the suites fill in, as a customer would type them. */

export const hangzhou = {
  name: '林小满',
  mobile: '13800001234',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '文三路 100 号 3 幢',
  postal_code: '310000',
};

export const shenzhen = {
  name: 'Mei Lin',
  mobile: '13900005678',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园南区 8 栋 1201',
  postal_code: '518000',
};
