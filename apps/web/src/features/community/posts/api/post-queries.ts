import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { useSession } from '@/shared/session/session-store';
import {
  groupCommentsKey,
  groupContentKey,
  groupInfoKey,
  groupListKey,
  myGroupPostsKey,
} from '../../api/community-keys';

export type Post = ActionOutput<'groupContent'>['list'][number];
export type Comment = ActionOutput<'groupComments'>['list'][number];
export type MyPost = ActionOutput<'myGroupPosts'>['list'][number];

export const POSTS_PER_PAGE = 10;
/** A post's comments are read in one go up to this many; a busier thread pages on. */
export const COMMENTS_PER_PAGE = 20;

/** A group's posts, newest first; "load more" continues after the last post shown. */
export function useGroupPosts(groupId: number) {
  const token = useSession((state) => state.token);
  return useInfiniteQuery({
    queryKey: [...groupContentKey, groupId, token],
    queryFn: ({ pageParam, signal }) =>
      callAction(
        'groupContent',
        {
          group_id: groupId,
          limit: POSTS_PER_PAGE,
          ...(pageParam === undefined ? {} : { before: pageParam }),
        },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.list.length < POSTS_PER_PAGE ? undefined : last.list[last.list.length - 1]?.id,
    retry: false,
  });
}

/** A post's comments, oldest first, a page at a time. */
export function usePostComments(postId: number, page: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...groupCommentsKey, postId, token, page],
    queryFn: ({ signal }) =>
      callAction('groupComments', { post_id: postId, page, limit: COMMENTS_PER_PAGE }, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** My posts in every group, hidden ones marked. */
export function useMyPosts(page: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...myGroupPostsKey, token, page],
    queryFn: ({ signal }) =>
      callAction('myGroupPosts', { page, limit: POSTS_PER_PAGE }, { signal }),
    enabled: token !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** What a new or deleted post changes: the feeds, my posts, the group's counts and activity. */
const postChangedKeys = [groupContentKey, myGroupPostsKey, groupInfoKey, groupListKey] as const;

const createPost = (input: ActionInput<'groupPostCreate'>) => callAction('groupPostCreate', input);
const deletePost = (input: ActionInput<'groupPostDelete'>) => callAction('groupPostDelete', input);
const likePost = (input: ActionInput<'groupPostLike'>) => callAction('groupPostLike', input);
const addComment = (input: ActionInput<'groupCommentCreate'>) =>
  callAction('groupCommentCreate', input);
const deleteComment = (input: ActionInput<'groupCommentDelete'>) =>
  callAction('groupCommentDelete', input);
const report = (input: ActionInput<'groupReport'>) => callAction('groupReport', input);

export const useCreatePost = () => useAction(createPost, { invalidates: postChangedKeys });
export const useDeletePost = () => useAction(deletePost, { invalidates: postChangedKeys });
export const useLikePost = () =>
  useAction(likePost, { invalidates: [groupContentKey, myGroupPostsKey] });
export const useAddComment = () =>
  useAction(addComment, { invalidates: [groupCommentsKey, groupContentKey, myGroupPostsKey] });
export const useDeleteComment = () =>
  useAction(deleteComment, { invalidates: [groupCommentsKey, groupContentKey, myGroupPostsKey] });
export const useReport = () => useAction(report);
