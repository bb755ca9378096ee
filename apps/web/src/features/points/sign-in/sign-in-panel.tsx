import './register';
import { CheckOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { feedback } from '@/shared/ui/feedback';
import panel from '@/shared/ui/panel.module.css';
import { Bone, LoadingStatus, RetryPanel } from '@/shared/ui/state-panel';
import { monthWeeks } from './month-grid';
import { signInNamespace } from './register';
import { useSignCalendar, useSignIn } from './sign-in-api';
import styles from './sign-in-panel.module.css';

type Calendar = ActionOutput<'signCalendar'>;

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function monthLabel(month: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

function dateLabel(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The month's days, signed ones ticked, today outlined. */
function MonthCalendar({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation(signInNamespace);
  const lang = useLang();
  const signed = new Map(calendar.days.map((entry) => [entry.day, entry.points]));
  return (
    <table className={styles.calendar} data-testid="sign-calendar">
      <caption className="visually-hidden">
        {t('calendar', { month: monthLabel(calendar.month, lang) })}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((index) => (
            <th key={index} scope="col" className={styles.weekday}>
              {t(`weekdays.${index}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(calendar.month).map((week, row) => (
          <tr key={row}>
            {week.map((cell, column) => {
              if (!cell) return <td key={column} className={styles.blank} />;
              const points = signed.get(cell.day);
              const today = cell.day === calendar.today;
              const classes = [
                styles.day,
                points !== undefined ? styles.signed : '',
                today ? styles.today : '',
              ].join(' ');
              return (
                <td
                  key={cell.day}
                  className={classes}
                  data-day={cell.day}
                  data-signed={points !== undefined}
                  aria-current={today ? 'date' : undefined}
                >
                  <span aria-hidden="true">{cell.date}</span>
                  {points !== undefined ? (
                    <CheckOutlined className={styles.tick} aria-hidden="true" />
                  ) : null}
                  <span className="visually-hidden">
                    {points !== undefined
                      ? t('signedDay', { date: dateLabel(cell.day, lang), points })
                      : dateLabel(cell.day, lang)}
                    {today ? ` (${t('todayMark')})` : ''}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The daily sign-in: this month's calendar with the signed days ticked, the streak, today's and
 * tomorrow's reward, and the button. Self-contained: it loads and refreshes its own data.
 */
export function SignInPanel() {
  const { t } = useTranslation(signInNamespace);
  const calendar = useSignCalendar();
  const sign = useSignIn();

  if (calendar.isPending) {
    return (
      <section className={panel.panel} aria-labelledby="sign-in-title">
        <h2 id="sign-in-title" className={panel.title}>
          {t('title')}
        </h2>
        <LoadingStatus label={t('loading')} className={styles.loading}>
          <Bone style={{ height: 56 }} />
          <Bone style={{ height: 220 }} />
        </LoadingStatus>
      </section>
    );
  }
  if (calendar.isError) {
    return (
      <RetryPanel
        title={t('errorTitle')}
        text={t('errorText')}
        retry={t('retry')}
        onRetry={() => void calendar.refetch()}
      />
    );
  }

  const data = calendar.data;
  const signedToday = data.signed_today;
  return (
    <section className={panel.panel} aria-labelledby="sign-in-title" data-testid="sign-in-panel">
      <div className={panel.head}>
        <h2 id="sign-in-title" className={panel.title}>
          {t('title')}
        </h2>
        <p className={panel.note}>
          {data.days.length > 0 ? t('signedCount', { count: data.days.length }) : t('none')}
        </p>
      </div>
      <div className={styles.summary}>
        <p className={styles.streak} data-testid="sign-streak">
          {data.streak > 0 ? t('streak', { count: data.streak }) : t('noStreak')}
        </p>
        <dl className={styles.rewards}>
          <div>
            <dt>{t('today')}</dt>
            <dd>{t('points', { points: data.today_points })}</dd>
          </div>
          <div>
            <dt>{t('tomorrow')}</dt>
            <dd>{t('points', { points: data.tomorrow_points })}</dd>
          </div>
        </dl>
        <GuardedButton
          type="primary"
          size="large"
          className={styles.button}
          disabled={signedToday}
          loading={sign.isPending}
          icon={signedToday ? <CheckOutlined /> : undefined}
          onClick={() =>
            void sign.mutate(undefined, {
              onSuccess: ({ points }) => {
                void feedback.message.success(t('earned', { points }));
              },
            })
          }
        >
          {signedToday ? t('signedIn') : t('signIn')}
        </GuardedButton>
      </div>
      <MonthCalendar calendar={data} />
    </section>
  );
}
