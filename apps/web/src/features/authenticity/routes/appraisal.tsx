import '../locales/register';

/** /appraisal: the authenticity check. Being built. */
export function AppraisalRoute() {
  return null;
}
