import { Button, type ButtonProps } from 'antd';
import { CLICK_GUARD_MS, useClickGuard } from './use-click-guard';

export interface GuardedButtonProps extends ButtonProps {
  /** How long the button stays disabled after a click. */
  guardMs?: number;
}

/** A button that disables itself for two seconds after each click, against double submits. */
export function GuardedButton({
  guardMs = CLICK_GUARD_MS,
  onClick,
  disabled,
  ...rest
}: GuardedButtonProps) {
  const { guarded, guard } = useClickGuard(guardMs);
  return <Button {...rest} disabled={disabled === true || guarded} onClick={guard(onClick)} />;
}
