import { Button, Col, Form, Row, Tag, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../locales/register';
import { ScreenHeader } from './screen-header';
import styles from './versioned-form.module.css';

/**
 * The frame of a versioned settings screen (shop settings, points rules, game rules): the title
 * with the version in force, the form (filled once the values arrive, read-only until then) with
 * its save button, and beside it `side`, the versions and changes. The screen gives the cards.
 */
export function VersionedFormScreen<Values extends object>({
  title,
  version,
  form,
  values,
  onFinish,
  saving,
  mainWidth,
  side,
  children,
}: {
  title: string;
  version: number | undefined;
  form: FormInstance<Values>;
  values: Values | undefined;
  onFinish: (input: Values) => void;
  saving: boolean;
  /** Columns of 24 the form takes at wide screens; the side takes the rest. */
  mainWidth: number;
  side: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(adminNamespace);

  useEffect(() => {
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values]);

  return (
    <>
      <ScreenHeader
        title={title}
        actions={
          version === undefined ? null : (
            <Tag color="purple">{t('versions.current', { version })}</Tag>
          )
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={mainWidth}>
          <Form<Values> form={form} layout="vertical" disabled={!values} onFinish={onFinish}>
            {children}
            <div className={styles.actions}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('versions.save')}
              </Button>
            </div>
          </Form>
        </Col>
        <Col xs={24} xl={24 - mainWidth}>
          {side}
        </Col>
      </Row>
    </>
  );
}
