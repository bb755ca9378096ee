import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { CLICK_GUARD_MS, useClickGuard } from './use-click-guard';

export interface GuardedButtonProps extends ButtonProps {
  /** How long the button stays disabled after a click. */
  guardMs?: number;
}

/**
 * A browser does not submit a form through a button that is disabled by the time the click's
 * default action runs, and the guard disables it during the click; so a submit button submits
 * its form itself, before the guard takes hold.
 */
function submitOwnForm(event: MouseEvent<HTMLElement>): void {
  const button = event.currentTarget;
  if (!(button instanceof HTMLButtonElement) || !button.form) return;
  event.preventDefault();
  button.form.requestSubmit(button);
}

/** A button that disables itself for two seconds after each click, against double submits. */
export function GuardedButton({
  guardMs = CLICK_GUARD_MS,
  onClick,
  disabled,
  ...rest
}: GuardedButtonProps) {
  const { guarded, guard } = useClickGuard(guardMs);
  const submits = rest.htmlType === 'submit';
  return (
    <Button
      {...rest}
      disabled={disabled === true || guarded}
      onClick={guard((event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (submits && !event.defaultPrevented) submitOwnForm(event);
      })}
    />
  );
}
