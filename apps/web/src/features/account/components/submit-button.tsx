import type { FormInstance } from 'antd';
import { GuardedButton, type GuardedButtonProps } from '@/shared/ui/guarded-button';

/**
 * A form's guarded submit button. The guard disables the button during the click, and a
 * browser does not submit a form through a button that is disabled by then, so the form is
 * submitted here rather than by the click's default action.
 */
export function SubmitButton({
  submits,
  ...rest
}: Omit<GuardedButtonProps, 'htmlType' | 'onClick' | 'form'> & {
  submits: Pick<FormInstance, 'submit'>;
}) {
  return (
    <GuardedButton
      {...rest}
      htmlType="submit"
      onClick={(event) => {
        event.preventDefault();
        submits.submit();
      }}
    />
  );
}
