import { callAction } from '@/shared/api/call-action';

/** Hides a completed or cancelled order from the list. */
export function deleteOrder(id: number): Promise<boolean> {
  return callAction('orderDelete', { id }).then((result) => result.deleted);
}
