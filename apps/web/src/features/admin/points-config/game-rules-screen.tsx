import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActionInput } from '@atelier/contract';
import { oddsOf } from '@atelier/contract/fairness';
import { Button, Col, Form, Input, Row } from 'antd';
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

type Values = ActionInput<'gameConfigSave'>;
type Prize = Values['prizes'][number];

/** Each prize's published odds as the weights now stand; none while they add up to nothing. */
function liveOdds(prizes: Array<Partial<Prize> | undefined> | undefined): string[] {
  const weights = (prizes ?? []).map((prize) => Math.max(0, Number(prize?.weight ?? 0)));
  return weights.reduce((sum, weight) => sum + weight, 0) > 0 ? oddsOf(weights) : [];
}

/** The points game: cost, limits, budget, and the prizes with their odds shown as they change. */
export default function GameRulesScreen() {
  const { t } = useTranslation(pointsConfigNamespace);
  const [page, setPage] = useState(1);
  const info = useConsoleQuery('gameConfigInfo', { page, limit: VERSIONS_PAGE });
  const save = useConsoleAction('gameConfigSave');
  const [form] = Form.useForm<Values>();
  const values = info.data?.values;
  const prizes = Form.useWatch('prizes', form) as Array<Partial<Prize> | undefined> | undefined;
  const odds = liveOdds(prizes);

  const required = (field: string) => [{ required: true, message: t('required', { field }) }];

  return (
    <VersionedFormScreen<Values>
      title={t('game.title')}
      version={info.data?.version}
      form={form}
      values={values}
      saving={save.isPending}
      mainWidth={16}
      side={<RulesSide info={info.data} loading={info.isFetching} page={page} onPage={setPage} />}
      onFinish={(input) =>
        save.mutate(input, {
          onSuccess: ({ version }) => {
            void feedback.message.success(t('saved', { version }));
          },
        })
      }
    >
      <ConsoleCard title={t('game.rules')} loading={!values}>
        <p className={formStyles.note}>
          {t('game.note')} {t('game.rulesHint')}
        </p>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="cost" label={t('game.cost')} rules={required(t('game.cost'))}>
              {wholeNumber(t('game.cost'), 0, 1_000_000)}
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="daily_limit"
              label={t('game.dailyLimit')}
              rules={required(t('game.dailyLimit'))}
            >
              {wholeNumber(t('game.dailyLimit'), 1, 1000)}
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="daily_budget"
              label={t('game.dailyBudget')}
              rules={required(t('game.dailyBudget'))}
            >
              {wholeNumber(t('game.dailyBudget'))}
            </Form.Item>
          </Col>
        </Row>
      </ConsoleCard>

      <ConsoleCard title={t('game.prizes')} loading={!values} className={formStyles.card}>
        <p className={formStyles.note}>{t('game.prizesHint')}</p>
        <Form.List name="prizes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div className={styles.entry} key={field.key} data-testid="prize-row">
                  <Form.Item
                    name={[field.name, 'name', 'zh-cn']}
                    label={t('game.prizeZh')}
                    rules={required(t('game.prizeZh'))}
                    className={styles.field}
                  >
                    <Input maxLength={20} lang="zh-CN" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name', 'en']}
                    label={t('game.prizeEn')}
                    rules={required(t('game.prizeEn'))}
                    className={styles.field}
                  >
                    <Input maxLength={30} lang="en" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'points']}
                    label={t('game.prizePoints')}
                    rules={required(t('game.prizePoints'))}
                    className={styles.narrow}
                  >
                    {wholeNumber(`${t('game.prizePoints')} ${index + 1}`, 0, 1_000_000)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'weight']}
                    label={t('game.weight')}
                    rules={required(t('game.weight'))}
                    className={styles.narrow}
                  >
                    {wholeNumber(`${t('game.weight')} ${index + 1}`, 0, 1_000_000)}
                  </Form.Item>
                  <Form.Item label={t('game.odds')} className={styles.odds}>
                    <output data-testid="prize-odds" aria-live="polite">
                      {odds[index] ?? t('game.noOdds')}
                    </output>
                  </Form.Item>
                  <Button
                    className={styles.remove}
                    icon={<DeleteOutlined />}
                    aria-label={`${t('remove')} ${t('game.prizes')} ${index + 1}`}
                    disabled={fields.length <= 2}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ name: { 'zh-cn': '', en: '' }, points: 0, weight: 1 })}
                disabled={fields.length >= 12}
                block
              >
                {t('game.addPrize')}
              </Button>
            </>
          )}
        </Form.List>
      </ConsoleCard>
    </VersionedFormScreen>
  );
}
