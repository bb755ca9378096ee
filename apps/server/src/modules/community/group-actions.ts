import { cancelledNamesIn } from '../account/public-names-query';
import type { ModuleHandlers } from '../action-handler';
import type { GroupService } from './group-service';

/** Groups, joining and membership, and my community centre. */
export const groupActions = {
  group: ({ input, services, lang }) => services.groups.list(input, lang),
  groupInfo: async ({ input, services, lang, user }) =>
    cancelledNamesIn(await services.groups.info(input, lang, user?.id ?? null), lang),
  groupMembers: async ({ input, services, lang }) =>
    cancelledNamesIn(await services.groups.members(input), lang),
  groupImage: ({ input, services, lang }) => services.groups.images(input, lang),
  groupQuestion: ({ input, services, lang }) => services.groups.questionnaire(input, lang),
  groupJoinCreate: ({ input, services, lang, user }) => services.groups.apply(input, lang, user.id),
  groupConventionAccept: ({ input, services, user }) =>
    services.groups.acceptConvention(input, user.id),
  myGroups: ({ input, services, lang, user }) => services.groups.myGroups(input, lang, user.id),
  myGroupApplications: ({ input, services, lang, user }) =>
    services.groups.myApplications(input, lang, user.id),
  communityNotices: ({ input, services, lang, user }) =>
    services.groups.notices(input, lang, user.id),
  communityNoticeRead: ({ input, services, user }) => services.groups.markRead(input, user.id),
  communityUnread: ({ services, user }) => services.groups.unread(user.id),
} satisfies ModuleHandlers<{ groups: GroupService }>;
