import type { FormInstance } from 'antd';
import { isRefusal } from './retry';

/**
 * Shows a refusal in the form, under the field the server names when the form has it, else
 * under `fallback`, rather than in a corner notification. Editing the field validates it again,
 * which clears the message. Returns whether it was a refusal; anything else the request client
 * has shown already.
 */
export function showRefusalInForm(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  fields: readonly string[],
  fallback: string,
): boolean {
  if (!isRefusal(error)) return false;
  const name = fields.find((field) => field === error.field) ?? fallback;
  form.setFields([{ name, errors: [error.message] }]);
  return true;
}
