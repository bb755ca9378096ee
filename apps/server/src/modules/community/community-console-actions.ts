import type { Clock } from '../../lib/clock';
import type { ModuleHandlers } from '../action-handler';
import type { CommunityConsole } from './community-console';

/** The console's community moderation; the dispatcher admits staff with `community` only. */
export const communityConsoleActions = {
  communityGroupList: ({ input, services }) => services.communityConsole.groups.list(input),
  communityGroupInfo: ({ input, services }) => services.communityConsole.groups.info(input.id),
  communityGroupSave: ({ input, services, audit, lang }) =>
    services.communityConsole.groups.save(input, audit, lang, services.clock.now()),
  communityApplicationList: ({ input, services, lang }) =>
    services.communityConsole.applications.list(input, lang),
  communityApplicationDecide: ({ input, services, audit }) =>
    services.communityConsole.applications.decide(input, audit, services.clock.now()),
  communityReportList: ({ input, services, lang }) =>
    services.communityConsole.reports.list(input, lang),
  communityReportDecide: ({ input, services, audit }) =>
    services.communityConsole.reports.decide(input, audit, services.clock.now()),
  communityMemberList: ({ input, services }) =>
    services.communityConsole.members.members(input, services.clock.now()),
  communityBanList: ({ input, services, lang }) =>
    services.communityConsole.members.bans(input, lang, services.clock.now()),
  communityBan: ({ input, services, audit, lang }) =>
    services.communityConsole.members.ban(input, audit, lang, services.clock.now()),
  communityUnban: ({ input, services, audit }) =>
    services.communityConsole.members.unban(input, audit, services.clock.now()),
  communitySettingsInfo: ({ services }) => services.communityConsole.members.settingsInfo(),
  communitySettingsSave: ({ input, services, audit }) =>
    services.communityConsole.members.saveSettings(input, audit, services.clock.now()),
} satisfies ModuleHandlers<{ communityConsole: CommunityConsole; clock: Clock }>;
