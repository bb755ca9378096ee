/** Being built. */
export function GroupDetailRoute() {
  return null;
}
