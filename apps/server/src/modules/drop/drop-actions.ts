import type { ModuleHandlers } from '../action-handler';
import type { DropService } from './drop-service';

/** A drop's page, entering it, and my drops in the personal centre. */
export const dropActions = {
  dropInfo: ({ input, services, user, lang }) => services.drops.info(input, user, lang),
  dropEnter: ({ input, services, user, lang }) => services.drops.enter(input, user, lang),
  dropMine: ({ input, services, user, lang }) => services.drops.mine(input, user, lang),
  dropSeen: ({ services, user }) => services.drops.seen(user),
} satisfies ModuleHandlers<{ drops: DropService }>;
