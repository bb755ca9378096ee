import { useShopConfig } from '../api/get-shop-config';

/** Whether the shop's gateway is the sandbox, which moves no money (the server says so). */
export function useTestPayments(): boolean {
  return useShopConfig().data?.payment.test_mode ?? false;
}
