import { PlusOutlined } from '@ant-design/icons';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { BANNER_POSITIONS } from '@atelier/contract/catalog-formats';
import { Button, Form, Input, Popconfirm, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { ScreenHeader } from '../console/screen-header';
import { BilingualField } from '../console/bilingual-field';
import { ImageField } from '../console/image-upload';
import { EditModal } from '../console/edit-modal';
import { catalogNamespace } from './locales/register';
import { MissingEnglishFlag } from '../console/missing-english';
import { OrderButtons } from './order-buttons';
import { BilingualName, titleNaming } from '../console/bilingual-name';
import { ConsoleTable } from '../console/console-table';
import { ConsoleCard } from '../console/console-card';

type Banner = ActionOutput<'bannerAdminList'>[number];
type Position = Banner['position'];
type Values = Omit<ActionInput<'bannerSave'>, 'id' | 'position'>;

/** Each position's banners in display order: add, edit, move up and down, remove. */
export default function BannersScreen() {
  const { t } = useTranslation(catalogNamespace);
  const [position, setPosition] = useState<Position>('home');
  const list = useConsoleQuery('bannerAdminList', { position });
  const reorder = useConsoleAction('bannerReorder');
  const save = useConsoleAction('bannerSave');
  const remove = useConsoleAction('bannerDelete');
  const [editing, setEditing] = useState<Banner | 'new'>();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const rows = list.data ?? [];
  const ids = rows.map((row) => row.id);
  const current = editing && editing !== 'new' ? editing : undefined;

  return (
    <>
      <ScreenHeader
        title={t('banners.title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('banners.new')}
          </Button>
        }
      />
      <ConsoleCard>
        <Segmented<Position>
          value={position}
          onChange={setPosition}
          options={BANNER_POSITIONS.map((value) => ({
            value,
            label: t(`banners.positions.${value}`),
          }))}
          style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
        />
        <ConsoleTable<Banner>
          rowKey="id"
          loading={list.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 720 }}
          columns={[
            {
              title: t('common.order'),
              width: 100,
              render: (_, row, index) => (
                <OrderButtons
                  ids={ids}
                  index={index}
                  busy={reorder.isPending}
                  onReorder={(next) => void reorder.mutate({ position, ids: next })}
                />
              ),
            },
            {
              title: t('common.image'),
              width: 140,
              render: (_, row) => (
                <img
                  src={row.image}
                  alt=""
                  width={120}
                  height={60}
                  style={{ objectFit: 'cover' }}
                />
              ),
            },
            {
              title: t('fields.title'),
              render: (_, row) => (
                <BilingualName zh={row.title_zh} en={row.title_en}>
                  <MissingEnglishFlag namespace={catalogNamespace} fields={row.missing_english} />
                </BilingualName>
              ),
            },
            { title: t('banners.link'), dataIndex: 'link', ellipsis: true },
            {
              title: t('common.actions'),
              width: 150,
              render: (_, row) => (
                <Space>
                  <Button type="link" onClick={() => setEditing(row)}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('common.confirmDelete')}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutate({ id: row.id })}
                  >
                    <Button type="link" danger>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <EditModal
        width={720}
        open={editing !== undefined}
        title={
          editing === 'new' || !editing
            ? t('banners.new')
            : titleNaming(t('banners.editTitle'), lang, editing.title_zh, editing.title_en)
        }
        saving={save.isPending}
        onCancel={() => setEditing(undefined)}
        onSave={() => form.submit()}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={
            current ?? {
              title_zh: '',
              title_en: '',
              subtitle_zh: '',
              subtitle_en: '',
              image: '',
              link: '',
            }
          }
          onFinish={(values) =>
            void save.mutate(
              { ...values, position: current?.position ?? position, id: current?.id },
              { onSuccess: () => setEditing(undefined) },
            )
          }
        >
          <BilingualField stem="title" label={t('fields.title')} />
          <BilingualField stem="subtitle" label={t('fields.subtitle')} />
          <Form.Item name="image" label={t('common.image')} rules={[{ required: true }]}>
            <ImageField />
          </Form.Item>
          <Form.Item name="link" label={t('banners.link')}>
            <Input placeholder="/GLOBALSHOP" />
          </Form.Item>
        </Form>
      </EditModal>
    </>
  );
}
