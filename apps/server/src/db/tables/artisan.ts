import type { Generated } from 'kysely';

export interface ArtisansTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  title_zh: string;
  title_en: string;
  intro_zh: string;
  intro_en: string;
  bio_zh: string;
  bio_en: string;
  city_zh: string;
  city_en: string;
  avatar: string;
  cover: string;
  sort: number;
  /** Kept with the like and follow rows, in the same transaction. */
  like_count: Generated<number>;
  follower_count: Generated<number>;
  created_at: number;
}

export interface ArtworksTable {
  id: Generated<number>;
  artisan_id: number;
  title_zh: string;
  title_en: string;
  medium_zh: string;
  medium_en: string;
  description_zh: string;
  description_en: string;
  image: string;
  year: number;
  sort: number;
  created_at: number;
}

/** One row per user and artist: a like, or a follow. */
export interface ArtisanLikesTable {
  id: Generated<number>;
  user_id: number;
  artisan_id: number;
  created_at: number;
}

export interface ArtisanFollowsTable {
  id: Generated<number>;
  user_id: number;
  artisan_id: number;
  created_at: number;
}

/** The tables the artisan module owns: its Kysely sees these and no others. */
export interface ArtisanTables {
  artisans: ArtisansTable;
  artworks: ArtworksTable;
  artisan_likes: ArtisanLikesTable;
  artisan_follows: ArtisanFollowsTable;
}
