/** My posts in every group, for the community centre. Being built. */
export function MyPosts() {
  return null;
}
