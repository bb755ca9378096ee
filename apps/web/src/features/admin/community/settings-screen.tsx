import type { ActionInput } from '@atelier/contract';
import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { ScreenHeader } from '../console/screen-header';
import { LoadFailed } from '../console/load-failed';
import { communityNamespace } from './register';
import { ConsoleCard } from '../console/console-card';

type Values = ActionInput<'communitySettingsSave'>;

/** The community's settings: the wait after a refusal, posts and comments per hour. */
export default function SettingsScreen() {
  const { t } = useTranslation(communityNamespace);
  const info = useConsoleQuery('communitySettingsInfo', {});
  const save = useConsoleAction('communitySettingsSave');
  const number = (field: string, min: number, max: number) => (
    <InputNumber min={min} max={max} precision={0} style={{ width: 160 }} aria-label={field} />
  );
  const rules = (field: string) => [{ required: true, message: t('required', { field }) }];
  return (
    <>
      <ScreenHeader title={t('settings.title')} />
      {info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <ConsoleCard loading={!info.data} style={{ maxWidth: 560 }}>
          {info.data ? (
            <Form<Values>
              layout="vertical"
              initialValues={info.data}
              onFinish={(values) =>
                save.mutate(values, {
                  onSuccess: () => feedback.message.success(t('settings.saved')),
                })
              }
            >
              <Form.Item
                name="cooldown_days"
                label={t('settings.cooldown')}
                extra={t('settings.cooldownHint')}
                rules={rules(t('settings.cooldown'))}
              >
                {number(t('settings.cooldown'), 0, 365)}
              </Form.Item>
              <Form.Item
                name="posts_per_hour"
                label={t('settings.posts')}
                rules={rules(t('settings.posts'))}
              >
                {number(t('settings.posts'), 1, 1000)}
              </Form.Item>
              <Form.Item
                name="comments_per_hour"
                label={t('settings.comments')}
                rules={rules(t('settings.comments'))}
              >
                {number(t('settings.comments'), 1, 1000)}
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('settings.save')}
              </Button>
            </Form>
          ) : null}
        </ConsoleCard>
      )}
    </>
  );
}
