import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';

/** Proves who asks (password or SMS code) and gets a one-time ticket for the archive. */
export function createDataExport(input: ActionInput<'dataExportCreate'>) {
  // A refusal belongs under the field it is about, in the dialog.
  return callAction('dataExportCreate', input, { quietRefusal: true });
}

export function useCreateDataExport() {
  return useAction(createDataExport);
}
