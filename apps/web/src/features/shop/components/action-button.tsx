import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CLICK_GUARD_MS, useClickGuard } from '@/shared/ui/use-click-guard';
import { SpinnerIcon } from './action-icons';
import styles from './action-button.module.css';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type'
> {
  primary?: boolean;
  icon?: ReactNode;
  /** Shows a spinner in place of the icon (or `loading` itself) and ignores clicks. */
  loading?: boolean | ReactNode;
  onClick?: () => void;
  /** How long the button stays disabled after a click. */
  guardMs?: number;
}

/**
 * The product page's large buttons, plain elements drawn like the site's antd buttons, so they
 * paint with the page. Like GuardedButton, each click disables it for two seconds.
 */
export function ActionButton({
  primary = false,
  icon,
  loading = false,
  onClick,
  guardMs = CLICK_GUARD_MS,
  disabled,
  className = '',
  children,
  ...rest
}: ActionButtonProps) {
  const { guarded, guard } = useClickGuard(guardMs);
  const busy = loading !== false;
  const shownIcon = busy ? loading === true ? <SpinnerIcon /> : loading : icon;
  return (
    <button
      {...rest}
      type="button"
      className={`${styles.button} ${primary ? styles.primary : ''} ${busy ? styles.loading : ''} ${className}`}
      disabled={disabled === true || guarded}
      aria-busy={busy || undefined}
      onClick={guard(() => {
        if (!busy) onClick?.();
      })}
    >
      {shownIcon ? (
        <span className={loading === true ? styles.spin : styles.icon}>{shownIcon}</span>
      ) : null}
      <span>{children}</span>
    </button>
  );
}
