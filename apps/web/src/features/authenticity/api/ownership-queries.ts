import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { useSession } from '@/shared/session/session-store';

/** The root key of the serials I own. */
export const mySerialsKey = ['authenticity', 'mySerials'] as const;
export const MY_SERIALS_PER_PAGE = 10;

/** The serials the signed-in customer owns, newest first. */
export function useMySerials(page: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...mySerialsKey, token, page],
    queryFn: ({ signal }) =>
      callAction('mySerials', { page, limit: MY_SERIALS_PER_PAGE }, { signal }),
    enabled: token !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
}

// Refusals are shown beside the form that sent them, not in a corner.
const createTransfer = (input: ActionInput<'serialTransferCreate'>) =>
  callAction('serialTransferCreate', input, { quietRefusal: true });
const acceptTransfer = (input: ActionInput<'serialTransferAccept'>) =>
  callAction('serialTransferAccept', input, { quietRefusal: true });
const reportFake = (input: ActionInput<'serialReport'>) =>
  callAction('serialReport', input, { quietRefusal: true });

export const useCreateTransfer = () => useAction(createTransfer, { invalidates: [mySerialsKey] });
export const useAcceptTransfer = () => useAction(acceptTransfer, { invalidates: [mySerialsKey] });
export const useReportFake = () => useAction(reportFake);
