/** A group's posts with the composer, likes, comments and reports. Being built. */
export function PostFeed(props: { groupId: number }) {
  void props;
  return null;
}
