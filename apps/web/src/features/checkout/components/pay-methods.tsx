import type { CashGateway, PayMethod } from '@atelier/contract/codes';
import { useTranslation } from 'react-i18next';
import choice from '@/shared/ui/choice-card.module.css';
import { blockedInWechat, payDevice } from '../api/pay-order';
import { checkoutNamespace } from '../locales/register';
import { usePointsText } from '@/shared/points/use-points-text';
import styles from './pay-methods.module.css';
import { TestPaymentLabel } from '@/shared/payment/test-payment-label';

/**
 * The ways an order of this mall can be paid: points in the points mall, the shop's cash
 * gateways, in its order, in the art mall.
 */
export function methodsFor(type: 'art' | 'points', gateways: readonly CashGateway[]): PayMethod[] {
  return type === 'points' ? ['score'] : [...gateways];
}

/** Each method's mark on its card: the providers' own colours, their names' first character. */
const marks: Record<PayMethod, string> = { score: 'P', sandbox: '¥', wechat: '微', alipay: '支' };

/** The payment methods as radio cards; the points card tells the balance and whether it suffices. */
export function PayMethods({
  methods,
  value,
  onChange,
  usablePoints,
  neededPoints,
  disabled,
}: {
  methods: PayMethod[];
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  usablePoints: number;
  neededPoints: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation(checkoutNamespace);
  const pointsText = usePointsText();
  // A phone pays on the provider's own page rather than by scanning a code.
  const device = payDevice();
  const hint = (method: PayMethod) => {
    if (method === 'score') return t('pay.balance', { points: pointsText(usablePoints) });
    if (method === 'sandbox') return t('pay.cashHint');
    if (blockedInWechat(method, device)) return t('pay.inWechat.hint');
    if (device === 'phone') return t('pay.providerHint', { name: t(`pay.method.${method}`) });
    return t(`pay.scanHint.${method}`);
  };
  return (
    <div role="radiogroup" aria-label={t('pay.methodLabel')} className={styles.methods}>
      {methods.map((method) => {
        const checked = method === value;
        const short = method === 'score' && usablePoints < neededPoints;
        return (
          <label
            key={method}
            className={`${choice.card} ${choice.cornered} ${checked ? choice.checked : ''} ${disabled ? choice.disabled : ''} ${styles.method}`}
          >
            <input
              type="radio"
              name="pay-method"
              className={choice.input}
              value={method}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(method)}
            />
            <span className={`${styles.icon} ${styles[method]}`} aria-hidden="true">
              {marks[method]}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>
                {t(`pay.method.${method}`)}
                {method === 'score' ? null : <TestPaymentLabel />}
              </span>
              <span className={styles.hint}>{hint(method)}</span>
              {short ? <span className={styles.short}>{t('pay.insufficient')}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
