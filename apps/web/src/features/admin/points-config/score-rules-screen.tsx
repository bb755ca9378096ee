import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActionInput } from '@atelier/contract';
import { Button, Col, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { VersionedFormScreen } from '../console/versioned-form-screen';
import { pointsConfigNamespace } from './register';
import { VERSIONS_PAGE } from '../console/version-table';
import { RulesSide } from './rules-side';
import { wholeNumber } from './whole-number';
import formStyles from '../console/versioned-form.module.css';
import styles from './points-config.module.css';
import { ConsoleCard } from '../console/console-card';

type Values = ActionInput<'scoreConfigSave'>;
type Bonus = Values['streak']['bonuses'][number];

/** What each day of the cycle earns as the form now stands: sign-in points plus its bonus. */
function cycleTable(
  signPoints: unknown,
  cycleDays: unknown,
  bonuses: Array<Partial<Bonus> | undefined> | undefined,
): Array<{ day: number; points: number }> {
  const days = Math.min(Math.max(Number(cycleDays ?? 0), 0), 31);
  return Array.from({ length: days }, (_, index) => ({
    day: index + 1,
    points:
      Number(signPoints ?? 0) +
      (bonuses ?? [])
        .filter((bonus) => bonus?.day === index + 1)
        .reduce((sum, bonus) => sum + Number(bonus?.points ?? 0), 0),
  }));
}

/** The points rules: sign-in and its streak table, earning, expiry and the customer levels. */
export default function ScoreRulesScreen() {
  const { t } = useTranslation(pointsConfigNamespace);
  const [page, setPage] = useState(1);
  const info = useConsoleQuery('scoreConfigInfo', { page, limit: VERSIONS_PAGE });
  const save = useConsoleAction('scoreConfigSave');
  const [form] = Form.useForm<Values>();
  const values = info.data?.values;
  const policy = Form.useWatch(['expiry', 'policy'], form);
  const table = cycleTable(
    Form.useWatch('sign_points', form),
    Form.useWatch(['streak', 'cycle_days'], form),
    Form.useWatch(['streak', 'bonuses'], form) as Array<Partial<Bonus> | undefined> | undefined,
  );

  const required = (field: string) => [{ required: true, message: t('required', { field }) }];

  return (
    <VersionedFormScreen<Values>
      title={t('score.title')}
      version={info.data?.version}
      form={form}
      values={values}
      saving={save.isPending}
      mainWidth={16}
      side={<RulesSide info={info.data} loading={info.isFetching} page={page} onPage={setPage} />}
      onFinish={(input) =>
        save.mutate(
          {
            ...input,
            streak: { ...input.streak, bonuses: input.streak.bonuses ?? [] },
            earn_points_per_yuan: input.earn_points_per_yuan ?? null,
            expiry: {
              policy: input.expiry.policy,
              days: input.expiry.policy === 'days' ? (input.expiry.days ?? null) : null,
            },
          },
          {
            onSuccess: ({ version }) => {
              void feedback.message.success(t('saved', { version }));
            },
          },
        )
      }
    >
      <ConsoleCard title={t('score.signIn')} loading={!values}>
        <p className={formStyles.note}>{t('score.note')}</p>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="sign_points"
              label={t('score.signPoints')}
              rules={required(t('score.signPoints'))}
            >
              {wholeNumber(t('score.signPoints'), 0, 10_000)}
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name={['streak', 'cycle_days']}
              label={t('score.cycleDays')}
              rules={required(t('score.cycleDays'))}
            >
              {wholeNumber(t('score.cycleDays'), 1, 31)}
            </Form.Item>
          </Col>
        </Row>
        <h3 className={styles.subTitle}>{t('score.bonuses')}</h3>
        <p className={formStyles.note}>{t('score.bonusesHint')}</p>
        <Form.List name={['streak', 'bonuses']}>
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? <p className={styles.empty}>{t('score.noBonuses')}</p> : null}
              {fields.map((field, index) => (
                <div className={styles.entry} key={field.key} data-testid="bonus-row">
                  <Form.Item
                    name={[field.name, 'day']}
                    label={t('score.bonusDay')}
                    rules={required(t('score.bonusDay'))}
                    className={styles.field}
                  >
                    {wholeNumber(`${t('score.bonusDay')} ${index + 1}`, 1, 31)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'points']}
                    label={t('score.bonusPoints')}
                    rules={required(t('score.bonusPoints'))}
                    className={styles.field}
                  >
                    {wholeNumber(`${t('score.bonusPoints')} ${index + 1}`, 0, 10_000)}
                  </Form.Item>
                  <Button
                    className={styles.remove}
                    icon={<DeleteOutlined />}
                    aria-label={`${t('remove')} ${t('score.bonusDay')} ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ day: fields.length + 1, points: 0 })}
                block
              >
                {t('score.addBonus')}
              </Button>
            </>
          )}
        </Form.List>
        {table.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t('score.cycleTable')}</h3>
            <ol className={styles.cycle} data-testid="streak-table">
              {table.map(({ day, points }) => (
                <li key={day}>
                  <span>{t('score.cycleDay', { day })}</span>
                  <strong>{points}</strong>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </ConsoleCard>

      <ConsoleCard title={t('score.earning')} loading={!values} className={formStyles.card}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="earn_points_per_yuan"
              label={t('score.earnRate')}
              extra={t('score.earnRateHint')}
            >
              {wholeNumber(t('score.earnRate'), 0, 100)}
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['expiry', 'policy']} label={t('score.expiry')}>
              <Radio.Group
                options={[
                  { value: 'never', label: t('score.never') },
                  { value: 'days', label: t('score.afterDays') },
                ]}
              />
            </Form.Item>
            {policy === 'days' ? (
              <Form.Item
                name={['expiry', 'days']}
                label={t('score.expiryDays')}
                rules={required(t('score.expiryDays'))}
              >
                {wholeNumber(t('score.expiryDays'), 1, 3650)}
              </Form.Item>
            ) : null}
          </Col>
        </Row>
      </ConsoleCard>

      <ConsoleCard title={t('score.levels')} loading={!values} className={formStyles.card}>
        <p className={formStyles.note}>{t('score.levelsHint')}</p>
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div className={styles.entry} key={field.key} data-testid="level-row">
                  <Form.Item
                    name={[field.name, 'threshold']}
                    label={t('score.threshold')}
                    rules={required(t('score.threshold'))}
                    className={styles.narrow}
                  >
                    {wholeNumber(`${t('score.threshold')} ${index + 1}`, 0, 1_000_000_000)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name', 'zh-cn']}
                    label={t('score.levelZh')}
                    rules={required(t('score.levelZh'))}
                    className={styles.field}
                  >
                    <Input maxLength={20} lang="zh-CN" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name', 'en']}
                    label={t('score.levelEn')}
                    rules={required(t('score.levelEn'))}
                    className={styles.field}
                  >
                    <Input maxLength={30} lang="en" />
                  </Form.Item>
                  <Button
                    className={styles.remove}
                    icon={<DeleteOutlined />}
                    aria-label={`${t('remove')} ${t('score.levels')} ${index + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ name: { 'zh-cn': '', en: '' } })}
                disabled={fields.length >= 20}
                block
              >
                {t('score.addLevel')}
              </Button>
            </>
          )}
        </Form.List>
      </ConsoleCard>
    </VersionedFormScreen>
  );
}
