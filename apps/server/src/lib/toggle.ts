/**
 * Sets a one-row-per-user mark (a favourite, a like, a follow) to the wanted state, or flips it
 * when no state is given, and answers the state it is in now. `add` must be an insert that
 * ignores a duplicate, `remove` a delete that says whether it removed a row: together with the
 * unique index, repeated and concurrent requests can never leave two rows.
 */
export async function applyToggle(
  mark: { add(): Promise<unknown>; remove(): Promise<boolean> },
  wanted: boolean | undefined,
): Promise<boolean> {
  if (wanted === undefined) {
    if (await mark.remove()) return false;
    await mark.add();
    return true;
  }
  await (wanted ? mark.add() : mark.remove());
  return wanted;
}
