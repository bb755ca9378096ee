import type { SettingsTables } from './tables/settings';
import type { AccountTables } from './tables/account';
import type { SiteTables } from './tables/site';
import type { UploadsTables } from './tables/uploads';
import type { CatalogTables } from './tables/catalog';
import type { ArtisanTables } from './tables/artisan';
import type { CartTables } from './tables/cart';
import type { OrderTables } from './tables/order';
import type { PaymentTables } from './tables/payment';
import type { PointsTables } from './tables/points';
import type { ContentTables } from './tables/content';
import type { HiringTables } from './tables/hiring';
import type { PrivacyTables } from './tables/privacy';
import type { AdminTables } from './tables/admin';
import type { CommunityTables } from './tables/community';
import type { AuthenticityTables } from './tables/authenticity';
import type { QuestionnaireTables } from './tables/questionnaire';
import type { DropTables } from './tables/drop';

/** Every table: each module's own (db/tables/<domain>.ts). */
export interface Database
  extends
    SettingsTables,
    AccountTables,
    SiteTables,
    UploadsTables,
    CatalogTables,
    ArtisanTables,
    CartTables,
    OrderTables,
    PaymentTables,
    PointsTables,
    ContentTables,
    HiringTables,
    PrivacyTables,
    AdminTables,
    CommunityTables,
    AuthenticityTables,
    QuestionnaireTables,
    DropTables {}
