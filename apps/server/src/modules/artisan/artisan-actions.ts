import type { ModuleHandlers } from '../action-handler';
import type { ArtisanService } from './artisan-service';

export const artisanActions = {
  art: ({ input, services, lang }) => services.artisan.artworks(input, lang),
  artisan: ({ input, services, lang }) => services.artisan.list(input, lang),
  myArtisanInfo: ({ input, services, lang, user }) => services.artisan.info(input, lang, user?.id),
  artisanLike: ({ input, services, user }) => services.artisan.like(input, user.id),
  artisanCollection: ({ input, services, user }) => services.artisan.follow(input, user.id),
  myArtisan: ({ input, services, lang, user }) => services.artisan.followed(input, lang, user.id),
} satisfies ModuleHandlers<{ artisan: ArtisanService }>;
