import type { ActionOutput } from '@atelier/contract';

/** A group's posts with the composer, likes, comments and reports. Being built. */
export function PostFeed(props: { groupId: number; me: ActionOutput<'groupInfo'>['me'] }) {
  void props;
  return null;
}
