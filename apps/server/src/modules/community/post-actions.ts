import { cancelledNamesIn } from '../account/public-names-query';
import type { ModuleHandlers } from '../action-handler';
import type { PostService } from './post-service';

/** Members' posts, comments, likes and reports. */
export const postActions = {
  groupContent: async ({ input, user, lang, services }) =>
    cancelledNamesIn(await services.posts.content(input.group_id, user?.id ?? null, input), lang),
  groupComments: async ({ input, user, lang, services }) =>
    cancelledNamesIn(await services.posts.comments(input.post_id, user?.id ?? null, input), lang),
  groupPostCreate: ({ input, user, services }) => services.posts.create(user.id, input),
  groupPostDelete: async ({ input, user, services }) => {
    await services.posts.remove(user.id, input.id);
    return {};
  },
  groupPostLike: ({ input, user, services }) => services.posts.like(user.id, input.id, input.liked),
  groupCommentCreate: ({ input, user, services }) => services.posts.comment(user.id, input),
  groupCommentDelete: async ({ input, user, services }) => {
    await services.posts.removeComment(user.id, input.id);
    return {};
  },
  groupReport: ({ input, user, services }) => services.posts.report(user.id, input),
  myGroupPosts: ({ input, user, lang, services }) => services.posts.mine(user.id, lang, input),
} satisfies ModuleHandlers<{ posts: PostService }>;
