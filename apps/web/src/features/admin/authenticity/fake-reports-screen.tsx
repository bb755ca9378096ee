/** Being built. */
export default function Screen() {
  return null;
}
