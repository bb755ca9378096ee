/** Being built. */
export function CommunityCenterRoute() {
  return null;
}
