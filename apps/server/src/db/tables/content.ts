import type { Generated } from 'kysely';
import type { ContentKind, RichTextKey, StoryPage } from '@atelier/contract';

/**
 * The studio's public pages. Bilingual text columns are `<field>_zh` and
 * `<field>_en`; an empty English falls back to Chinese. HTML columns are sanitised when stored.
 * Times are epoch milliseconds.
 */

/** The head of a page built of story sections (BUSINESS, Idea, city). */
export interface StoryPagesTable {
  page: StoryPage;
  title_zh: string;
  title_en: string;
  lead_zh: string;
  lead_en: string;
  /** Sanitised HTML. */
  body_zh: string;
  body_en: string;
  image: string;
  updated_at: number | null;
}

export interface StorySectionsTable {
  id: Generated<number>;
  page: StoryPage;
  title_zh: string;
  title_en: string;
  subtitle_zh: string;
  subtitle_en: string;
  summary_zh: string;
  summary_en: string;
  image: string;
  sort: number;
}

export interface GalleryWorksTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  artist_zh: string;
  artist_en: string;
  year: number;
  medium_zh: string;
  medium_en: string;
  description_zh: string;
  description_en: string;
  image: string;
  width: number;
  height: number;
  sort: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  role_zh: string;
  role_en: string;
  bio_zh: string;
  bio_en: string;
  photo: string;
  joined_year: number;
  sort: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

export interface ProcessesTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  duration_zh: string;
  duration_en: string;
  /** Sanitised HTML. */
  content_zh: string;
  content_en: string;
  image: string;
  sort: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

export interface ProcessStepsTable {
  id: Generated<number>;
  process_id: number;
  title_zh: string;
  title_en: string;
  text_zh: string;
  text_en: string;
  sort: number;
}

export interface TechnologiesTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  /** JSON array of tag strings. */
  tags_zh: string;
  tags_en: string;
  /** Sanitised HTML. */
  content_zh: string;
  content_en: string;
  image: string;
  sort: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

export interface NewsTable {
  id: Generated<number>;
  category_zh: string;
  category_en: string;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  /** Sanitised HTML. */
  content_zh: string;
  content_en: string;
  image: string;
  published_at: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

export interface RichTextsTable {
  key: RichTextKey;
  title_zh: string;
  title_en: string;
  /** Sanitised HTML. */
  content_zh: string;
  content_en: string;
  updated_at: number;
}

export interface MrExperiencesTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  location_zh: string;
  location_en: string;
  open_hours_zh: string;
  open_hours_en: string;
  duration_minutes: number;
  image: string;
  sort: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

/** Changes saved in the console and not yet published: the console's body of one item, as JSON. */
export interface ContentDraftsTable {
  kind: ContentKind;
  key: string;
  body: string;
  updated_at: number;
}

/** The tables the content module owns: its Kysely sees these and no others. */
export interface ContentTables {
  story_pages: StoryPagesTable;
  story_sections: StorySectionsTable;
  gallery_works: GalleryWorksTable;
  team_members: TeamMembersTable;
  processes: ProcessesTable;
  process_steps: ProcessStepsTable;
  technologies: TechnologiesTable;
  news: NewsTable;
  rich_texts: RichTextsTable;
  content_drafts: ContentDraftsTable;
  mr_experiences: MrExperiencesTable;
}
