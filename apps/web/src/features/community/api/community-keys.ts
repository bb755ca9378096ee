/**
 * The community's query keys, shared by its pages: a write invalidates every query it changes,
 * whichever part of the community asked for it. Queries append their inputs and the session.
 */
export const groupListKey = ['group'] as const;
export const groupInfoKey = ['groupInfo'] as const;
export const groupContentKey = ['groupContent'] as const;
export const groupCommentsKey = ['groupComments'] as const;
export const myGroupsKey = ['myGroups'] as const;
export const myGroupApplicationsKey = ['myGroupApplications'] as const;
export const myGroupPostsKey = ['myGroupPosts'] as const;
export const communityNoticesKey = ['communityNotices'] as const;
export const communityUnreadKey = ['communityUnread'] as const;
