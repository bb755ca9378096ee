export interface ReportFakeProps {
  /** The code the customer checked, as typed (may be empty or unknown). */
  code: string;
}

/** On /appraisal: a customer reports a suspected fake. Being built. */
export function ReportFake(props: ReportFakeProps) {
  void props;
  return null;
}
