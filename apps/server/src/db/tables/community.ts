import type {
  ApplicationStatus,
  ContentStatus,
  GroupStatus,
  NoticeKind,
  ReportStatus,
} from '@atelier/contract/community-codes';
import type { Generated } from 'kysely';

/** A community group; texts in both languages (an empty English text shows the Chinese). */
export interface CommunityGroupsTable {
  id: Generated<number>;
  name_zh: string;
  name_en: Generated<string>;
  description_zh: string;
  description_en: Generated<string>;
  cover: Generated<string>;
  status: Generated<GroupStatus>;
  sort: Generated<number>;
  /** The current convention's version. */
  convention_version: Generated<number>;
  /**
   * Customers with a completed order of this product (`gate_kind` `order`), or owning a serial
   * of it (`serial`), are admitted at once.
   */
  gate_product_id: number | null;
  gate_kind: Generated<'order' | 'serial'>;
  member_count: Generated<number>;
  /** Visible posts. */
  post_count: Generated<number>;
  /** The newest visible post's time. */
  last_post_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Every version of a group's convention (plain text). */
export interface CommunityConventionsTable {
  group_id: number;
  version: number;
  text_zh: string;
  text_en: Generated<string>;
  created_at: number;
}

export interface CommunityImagesTable {
  id: Generated<number>;
  group_id: number;
  url: string;
  caption_zh: Generated<string>;
  caption_en: Generated<string>;
  sort: Generated<number>;
}

/** A member of a group; a ban keeps the membership and stops taking part until it ends. */
export interface CommunityMembersTable {
  group_id: number;
  user_id: number;
  joined_at: number;
  /** The convention version they accepted; below the group's, they must accept before posting. */
  accepted_version: number;
  /** The ban ends at this time; null: not banned. */
  banned_until: number | null;
  ban_reason: Generated<string>;
  banned_by: Generated<string>;
  banned_at: number | null;
}

/** One answer as stored with an application: the question's texts of the day. */
export interface StoredGroupAnswer {
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
}

export interface CommunityApplicationsTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  status: Generated<ApplicationStatus>;
  /** JSON `StoredGroupAnswer[]`. */
  answers: string;
  convention_version: number;
  /** A preset refusal reason (`REFUSAL_REASONS`), or null with `reason` written by staff. */
  reason_key: string | null;
  reason: Generated<string>;
  /** The deciding staff member's name ('' when the gate admitted them). */
  decided_by: Generated<string>;
  decided_at: number | null;
  created_at: number;
}

export interface CommunityPostsTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  text: string;
  /** JSON array of upload URLs. */
  images: Generated<string>;
  status: Generated<ContentStatus>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  created_at: number;
}

export interface CommunityPostLikesTable {
  post_id: number;
  user_id: number;
  created_at: number;
}

export interface CommunityCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  text: string;
  status: Generated<ContentStatus>;
  created_at: number;
}

export interface CommunityReportsTable {
  id: Generated<number>;
  group_id: number;
  post_id: number;
  comment_id: number | null;
  /** `comment_id`, or 0 for a report of the post: the once-per-reporter key. */
  comment_key: Generated<number>;
  reporter_id: number;
  reason: string;
  note: Generated<string>;
  status: Generated<ReportStatus>;
  decided_by: Generated<string>;
  decided_at: number | null;
  created_at: number;
}

export interface CommunityNoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: NoticeKind;
  group_id: number | null;
  /** JSON: what the notice's words need. */
  params: Generated<string>;
  read_at: number | null;
  created_at: number;
}

/** The tables the community module owns: its Kysely sees these and no others. */
export interface CommunityTables {
  community_groups: CommunityGroupsTable;
  community_conventions: CommunityConventionsTable;
  community_images: CommunityImagesTable;
  community_members: CommunityMembersTable;
  community_applications: CommunityApplicationsTable;
  community_posts: CommunityPostsTable;
  community_post_likes: CommunityPostLikesTable;
  community_comments: CommunityCommentsTable;
  community_reports: CommunityReportsTable;
  community_notices: CommunityNoticesTable;
}
