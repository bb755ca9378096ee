/**
 * Records a file already written, and removes the file again unless it was recorded (the cap
 * was reached, or the insert failed): no refusal leaves a file behind without its row.
 */
export async function keepIfRecorded<T>(
  record: () => Promise<T | undefined>,
  remove: () => Promise<void>,
): Promise<T | undefined> {
  let recorded: T | undefined;
  try {
    recorded = await record();
  } finally {
    if (recorded === undefined) await remove();
  }
  return recorded;
}
