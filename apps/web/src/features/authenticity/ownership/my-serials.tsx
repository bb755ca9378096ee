/** On /appraisal, signed in: the serials I own, and taking one over with a transfer code. Being built. */
export function MySerials() {
  return null;
}
