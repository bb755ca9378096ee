import type { ActionOutput } from '@atelier/contract';

export interface OwnerPanelProps {
  /** The check's answer for a genuine serial the signed-in caller owns. */
  serial: ActionOutput<'qrCode'>;
  /** Called after the serial changed hands, so the check is asked again. */
  onChanged: () => void;
}

/** On /appraisal, for the owner: certificate, transfer code. Being built. */
export function OwnerPanel(props: OwnerPanelProps) {
  void props;
  return null;
}
