import type { ModuleHandlers } from '../action-handler';
import type { GroupService } from './group-service';

const building = (): never => {
  throw new Error('The community groups are being built');
};

/** Groups, joining and membership, and my community centre. */
export const groupActions = {
  group: building,
  groupInfo: building,
  groupMembers: building,
  groupImage: building,
  groupQuestion: building,
  groupJoinCreate: building,
  groupConventionAccept: building,
  myGroups: building,
  myGroupApplications: building,
  communityNotices: building,
  communityNoticeRead: building,
  communityUnread: building,
} satisfies ModuleHandlers<{ groups: GroupService }>;
