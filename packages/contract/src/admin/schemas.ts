import { auditActions, auditList } from './audit';
import { authenticityConsoleSchemas } from './authenticity';
import { catalogConsoleSchemas } from './catalog';
import { communityConsoleSchemas } from './community';
import { contentConsoleSchemas } from './content';
import { customerConsoleSchemas } from './customer';
import { dashboardConsoleSchemas } from './dashboard';
import { dropConsoleSchemas } from './drop';
import { hiringConsoleSchemas } from './hiring';
import { orderConsoleSchemas } from './order';
import { paymentsConsoleSchemas } from './payments';
import { pointsConsoleSchemas } from './points';
import { privacyConsoleSchemas } from './privacy';
import { settingsConsoleSchemas } from './settings';

/** The console's action schemas, beside the site's in the registry. */
export const consoleSchemas = {
  auditList,
  auditActions,
  ...catalogConsoleSchemas,
  ...orderConsoleSchemas,
  ...paymentsConsoleSchemas,
  ...customerConsoleSchemas,
  ...dashboardConsoleSchemas,
  ...settingsConsoleSchemas,
  ...pointsConsoleSchemas,
  ...communityConsoleSchemas,
  ...authenticityConsoleSchemas,
  ...dropConsoleSchemas,
  ...contentConsoleSchemas,
  ...hiringConsoleSchemas,
  ...privacyConsoleSchemas,
};
