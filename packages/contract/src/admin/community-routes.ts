import type { RouteSpec } from '../routes';

const read = { method: 'GET', auth: true, permission: 'community' } as const;
const write = { method: 'POST', auth: true, permission: 'community' } as const;

export const communityConsoleRoutes = {
  communityGroupList: read,
  communityGroupInfo: read,
  communityGroupSave: write,
  communityApplicationList: read,
  communityApplicationDecide: write,
  communityReportList: read,
  communityReportDecide: write,
  communityMemberList: read,
  communityBanList: read,
  communityBan: write,
  communityUnban: write,
  communitySettingsInfo: read,
  communitySettingsSave: write,
} as const satisfies Record<string, RouteSpec>;
