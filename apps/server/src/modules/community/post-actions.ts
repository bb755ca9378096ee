import type { ModuleHandlers } from '../action-handler';
import type { PostService } from './post-service';

const building = (): never => {
  throw new Error('The community posts are being built');
};

/** Members' posts, comments, likes and reports. */
export const postActions = {
  groupContent: building,
  groupComments: building,
  groupPostCreate: building,
  groupPostDelete: building,
  groupPostLike: building,
  groupCommentCreate: building,
  groupCommentDelete: building,
  groupReport: building,
  myGroupPosts: building,
} satisfies ModuleHandlers<{ posts: PostService }>;
