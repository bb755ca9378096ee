import type { ModuleHandlers } from '../action-handler';
import type { CartService } from './cart-service';

export const cartActions = {
  buyCarCreate: ({ input, services, lang, user }) => services.cart.create(input, user.id, lang),
  buyCarList: ({ services, lang, user }) => services.cart.list(user.id, lang),
  buyCarUpdate: ({ input, services, lang, user }) => services.cart.update(input, user.id, lang),
  buyCarDelete: ({ input, services, user }) => services.cart.remove(input, user.id),
} satisfies ModuleHandlers<{ cart: CartService }>;
