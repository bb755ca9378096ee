/** Being built. */
export function CommunityListRoute() {
  return null;
}
