import type {
  AuditLogTable,
  OrderDayStatsTable,
  PointsHourStatsTable,
  ProductDayStatsTable,
  ProductMonthStatsTable,
} from './tables/admin';
import type {
  AccountTicketsTable,
  AddressesTable,
  QrLoginsTable,
  SessionsTable,
  SmsCodesTable,
  SmsOutboxTable,
  SmsSendersTable,
  UsersTable,
} from './tables/account';
import type {
  ArtisanFollowsTable,
  ArtisanLikesTable,
  ArtisansTable,
  ArtworksTable,
} from './tables/artisan';
import type { CartLinesTable } from './tables/cart';
import type { DataExportsTable } from './tables/privacy';
import type { ProductCollectionsTable, ProductsTable, StockMovementsTable } from './tables/catalog';
import type {
  ContentDraftsTable,
  GalleryWorksTable,
  MrExperiencesTable,
  NewsTable,
  ProcessesTable,
  ProcessStepsTable,
  RichTextsTable,
  StoryPagesTable,
  StorySectionsTable,
  TeamMembersTable,
  TechnologiesTable,
} from './tables/content';
import type {
  JobApplicationMovesTable,
  JobApplicationsTable,
  JobPositionsTable,
  ResumesTable,
} from './tables/hiring';
import type { OrderItemsTable, OrdersTable, OrderTrackingTable } from './tables/order';
import type { PaymentsTable } from './tables/payment';
import type {
  PaymentMismatchesTable,
  PaymentReconciliationsTable,
} from './tables/payment-reconciliation';
import type {
  GameBudgetDaysTable,
  GameDaysTable,
  GamePlaysTable,
  GameSeedsTable,
  PointsConfigVersionsTable,
  PointsLedgerTable,
  PointsLotsTable,
  PointsRankTable,
  SignInsTable,
} from './tables/points';
import type {
  CommunityApplicationsTable,
  CommunityCommentsTable,
  CommunityConventionsTable,
  CommunityGroupsTable,
  CommunityImagesTable,
  CommunityMembersTable,
  CommunityNoticesTable,
  CommunityPostLikesTable,
  CommunityPostsTable,
  CommunityReportsTable,
} from './tables/community';
import type {
  FakeReportsTable,
  SerialAlertsTable,
  SerialBatchesTable,
  SerialCheckBudgetsTable,
  SerialOwnersTable,
  SerialsTable,
  SerialVisitsTable,
} from './tables/authenticity';
import type { QuestionnaireTables } from './tables/questionnaire';
import type { ConfigTable, ShopSettingsVersionsTable } from './tables/settings';
import type { BannersTable, LinksTable, ProductCategoriesTable } from './tables/site';
import type { UploadsTable } from './tables/uploads';

/** Every table; a module's own tables come as one interface from its tables file. */
export interface Database extends QuestionnaireTables {
  config: ConfigTable;
  users: UsersTable;
  sessions: SessionsTable;
  banners: BannersTable;
  product_categories: ProductCategoriesTable;
  links: LinksTable;
  sms_codes: SmsCodesTable;
  sms_senders: SmsSendersTable;
  sms_outbox: SmsOutboxTable;
  account_tickets: AccountTicketsTable;
  qr_logins: QrLoginsTable;
  uploads: UploadsTable;
  products: ProductsTable;
  product_collections: ProductCollectionsTable;
  stock_movements: StockMovementsTable;
  artisans: ArtisansTable;
  artworks: ArtworksTable;
  artisan_likes: ArtisanLikesTable;
  artisan_follows: ArtisanFollowsTable;
  cart_lines: CartLinesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_tracking: OrderTrackingTable;
  payments: PaymentsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  payment_mismatches: PaymentMismatchesTable;
  points_ledger: PointsLedgerTable;
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
  job_positions: JobPositionsTable;
  job_applications: JobApplicationsTable;
  job_application_moves: JobApplicationMovesTable;
  resumes: ResumesTable;
  data_exports: DataExportsTable;
  audit_log: AuditLogTable;
  shop_settings_versions: ShopSettingsVersionsTable;
  order_day_stats: OrderDayStatsTable;
  product_day_stats: ProductDayStatsTable;
  product_month_stats: ProductMonthStatsTable;
  points_hour_stats: PointsHourStatsTable;
  points_config_versions: PointsConfigVersionsTable;
  points_lots: PointsLotsTable;
  points_rank: PointsRankTable;
  sign_ins: SignInsTable;
  game_seeds: GameSeedsTable;
  game_plays: GamePlaysTable;
  game_days: GameDaysTable;
  game_budget_days: GameBudgetDaysTable;
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
  serial_batches: SerialBatchesTable;
  serials: SerialsTable;
  serial_owners: SerialOwnersTable;
  serial_visits: SerialVisitsTable;
  serial_check_budgets: SerialCheckBudgetsTable;
  serial_alerts: SerialAlertsTable;
  fake_reports: FakeReportsTable;
}
