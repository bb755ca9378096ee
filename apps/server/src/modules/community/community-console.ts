import type { Kysely } from 'kysely';
import type { CommunityTables } from '../../db/tables/community';
import type { CommunityDeps } from './community-deps';
import { consoleApplications } from './console-applications';
import { consoleGroups } from './console-groups';
import { consoleMembers } from './console-members';
import { consoleReports } from './console-reports';

/** The console's community: groups, the applications inbox, the reports queue, bans, settings. */
export function communityConsole(db: Kysely<CommunityTables>, deps: CommunityDeps) {
  return {
    groups: consoleGroups(db),
    applications: consoleApplications(db),
    reports: consoleReports(db, deps.publicCache),
    members: consoleMembers(db, deps.settings),
  };
}

export type CommunityConsole = ReturnType<typeof communityConsole>;
