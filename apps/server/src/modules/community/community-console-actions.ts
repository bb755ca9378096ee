import type { ModuleHandlers } from '../action-handler';
import type { CommunityConsole } from './community-console';

const building = (): never => {
  throw new Error('The community console is being built');
};

/** The console's community moderation: groups, applications, reports, bans, settings. */
export const communityConsoleActions = {
  communityGroupList: building,
  communityGroupInfo: building,
  communityGroupSave: building,
  communityApplicationList: building,
  communityApplicationDecide: building,
  communityReportList: building,
  communityReportDecide: building,
  communityMemberList: building,
  communityBanList: building,
  communityBan: building,
  communityUnban: building,
  communitySettingsInfo: building,
  communitySettingsSave: building,
} satisfies ModuleHandlers<{ communityConsole: CommunityConsole }>;
