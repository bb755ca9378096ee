import type {
  ArtisanFollowsTable,
  ArtisanLikesTable,
  ArtisansTable,
  ArtworksTable,
  ProductCollectionsTable,
  ProductsTable,
} from './tables/catalog';
import type {
  AddressesTable,
  CartLinesTable,
  OrderItemsTable,
  OrdersTable,
  OrderTrackingTable,
  PaymentsTable,
  PointsLedgerTable,
} from './tables/commerce';
import type { ConfigTable } from './tables/config';
import type {
  GalleryWorksTable,
  JobApplicationsTable,
  JobPositionsTable,
  JobQuestionOptionsTable,
  JobQuestionsTable,
  MrExperiencesTable,
  NewsTable,
  ProcessesTable,
  ProcessStepsTable,
  ResumesTable,
  RichTextsTable,
  StoryPagesTable,
  StorySectionsTable,
  TeamMembersTable,
  TechnologiesTable,
} from './tables/content';
import type { BannersTable, LinksTable, ProductCategoriesTable } from './tables/site';
import type {
  AccountTicketsTable,
  QrLoginsTable,
  SessionsTable,
  SmsCodesTable,
  SmsOutboxTable,
  SmsSendersTable,
  UploadsTable,
  UsersTable,
} from './tables/users';

export interface Database {
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
  mr_experiences: MrExperiencesTable;
  job_positions: JobPositionsTable;
  job_questions: JobQuestionsTable;
  job_question_options: JobQuestionOptionsTable;
  job_applications: JobApplicationsTable;
  resumes: ResumesTable;
}
