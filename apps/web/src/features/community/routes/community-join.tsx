/** Being built. */
export function CommunityJoinRoute() {
  return null;
}
