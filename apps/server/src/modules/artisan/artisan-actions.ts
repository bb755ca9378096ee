import type { ModuleHandlers } from '../action-handler';
import type { ArtisanService } from './artisan-service';

export const artisanActions = {
  art: ({ input, services, lang }) => services.artisans.artworks(input, lang),
  artisan: ({ input, services, lang }) => services.artisans.list(input, lang),
  myArtisanInfo: ({ input, services, lang, user }) => services.artisans.info(input, lang, user?.id),
  artisanLike: ({ input, services, user }) => services.artisans.like(input, user.id),
  artisanCollection: ({ input, services, user }) => services.artisans.follow(input, user.id),
  myArtisan: ({ input, services, lang, user }) => services.artisans.followed(input, lang, user.id),
} satisfies ModuleHandlers<{ artisans: ArtisanService }>;
