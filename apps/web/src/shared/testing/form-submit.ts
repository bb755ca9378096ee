import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

/** Clicks a form's submit button and gives back the values its `onFinish` received. */
export async function submitted<Values>(
  onFinish: Mock<(values: Values) => void>,
  button = 'Save',
): Promise<Values> {
  onFinish.mockClear();
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  const [values] = onFinish.mock.calls[0] ?? [];
  if (values === undefined) throw new Error('The form was submitted without values');
  return values;
}
