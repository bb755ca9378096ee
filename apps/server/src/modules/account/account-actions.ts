import type { OrderStatus } from '@atelier/contract';
import { publicNameChanged } from '../../lib/public-names-changed';
import type { ResponseCache } from '../../lib/response-cache';
import type { ModuleHandlers } from '../action-handler';
import type { AccountService } from './account-service';
import type { AddressService } from './address-service';
import { toProfile } from './profile';
import type { QrLoginService } from './qr-login-service';

interface AccountServices {
  account: AccountService;
  addresses: AddressService;
  qrLogin: QrLoginService;
  /**
   * The personal centre shows the buyer's order counts; the order module answers them. Its shape
   * is spelled out here because the order module depends on this one, not the other way round.
   */
  order: { countsByStatus(userId: number): Promise<Record<OrderStatus, number>> };
  /** A new name or picture shows on the member's community posts at once. */
  publicCache: Pick<ResponseCache, 'invalidate'>;
}

export const accountActions = {
  send: ({ input, user, services, lang }) =>
    services.account.sendCode(user, input.mobile, input.event, lang),
  register: ({ input, services }) => services.account.register(input),
  // `remember` only decides how long the browser keeps its cookie; every token lives 24 hours.
  login: ({ input, services }) => services.account.login(input),
  mobileLogin: ({ input, services }) => services.account.mobileLogin(input),
  resetPwd: async ({ input, services }) => {
    await services.account.resetPassword(input);
    return {};
  },
  logout: async ({ user, services }) => {
    await services.account.logout(user);
    return {};
  },
  passwordUpdate: async ({ input, user, services }) => {
    await services.account.changePassword(user, input);
    return {};
  },
  mobileVerify: ({ input, user, services }) =>
    services.account.verifyCurrentMobile(user, input.captcha),
  mobileUpdate: ({ input, user, services }) => services.account.changeMobile(user, input),
  // The auth hook has already read the user's profile with the session.
  userInfo: ({ user }) => toProfile(user),
  userInfoUpdate: async ({ input, user, services }) => {
    const profile = await services.account.updateProfile(user, input);
    await publicNameChanged(services.publicCache);
    return profile;
  },
  userCenter: async ({ user, services }) => ({
    ...(await services.account.centre(user)),
    orders: await services.order.countsByStatus(user.id),
  }),
  qrLoginCreate: ({ services, request }) =>
    services.qrLogin.create(request.ip, request.headers['user-agent'] ?? ''),
  qrLoginPoll: ({ input, services }) => services.qrLogin.poll(input.ticket, input.secret),
  qrLoginScan: ({ input, user, services }) => services.qrLogin.scan(user, input.ticket),
  qrLoginConfirm: ({ input, user, services }) =>
    services.qrLogin.confirm(user, input.ticket, input.approve),
  addressCreate: ({ input, services, user }) => services.addresses.create(input, user.id),
  userAddressList: ({ input, services, user }) => services.addresses.list(input, user.id),
  userAddressInfo: ({ input, services, user }) => services.addresses.info(input, user.id),
  userAddressUpdate: ({ input, services, user }) => services.addresses.update(input, user.id),
  userAddressDelete: ({ input, services, user }) => services.addresses.remove(input, user.id),
} satisfies ModuleHandlers<AccountServices>;
