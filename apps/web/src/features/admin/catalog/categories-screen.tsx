import { PlusOutlined } from '@ant-design/icons';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { MALL_TYPES, type MallType } from '@atelier/contract/codes';
import { Button, Form, Input, Segmented } from 'antd';
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

type Category = ActionOutput<'categoryAdminList'>[number];
type Values = Omit<ActionInput<'categorySave'>, 'type' | 'id'>;

/** Each mall's categories in display order: add, rename, move up and down. */
export default function CategoriesScreen() {
  const { t } = useTranslation(catalogNamespace);
  const [type, setType] = useState<MallType>('art');
  const list = useConsoleQuery('categoryAdminList', { type });
  const reorder = useConsoleAction('categoryReorder');
  const save = useConsoleAction('categorySave');
  const [editing, setEditing] = useState<Category | 'new'>();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const rows = list.data ?? [];
  const ids = rows.map((row) => row.id);

  return (
    <>
      <ScreenHeader
        title={t('categories.title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('categories.new')}
          </Button>
        }
      />
      <ConsoleCard>
        <Segmented<MallType>
          value={type}
          onChange={setType}
          options={MALL_TYPES.map((value) => ({ value, label: t(`malls.${value}`) }))}
          style={{ marginBottom: 16 }}
        />
        <ConsoleTable<Category>
          rowKey="id"
          loading={list.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            {
              title: t('common.order'),
              width: 100,
              render: (_, row, index) => (
                <OrderButtons
                  ids={ids}
                  index={index}
                  busy={reorder.isPending}
                  onReorder={(next) => void reorder.mutate({ type, ids: next })}
                />
              ),
            },
            {
              title: t('fields.name'),
              render: (_, row) => (
                <BilingualName zh={row.name_zh} en={row.name_en}>
                  <MissingEnglishFlag
                    namespace={catalogNamespace}
                    fields={row.name_en ? [] : ['name']}
                  />
                </BilingualName>
              ),
            },
            { title: t('categories.code'), dataIndex: 'code', width: 120 },
            { title: t('categories.products'), dataIndex: 'product_count', width: 100 },
            {
              title: t('common.actions'),
              width: 90,
              render: (_, row) => (
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('common.edit')}
                </Button>
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
            ? t('categories.new')
            : titleNaming(t('categories.editTitle'), lang, editing.name_zh, editing.name_en)
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
            editing && editing !== 'new'
              ? {
                  code: editing.code,
                  name_zh: editing.name_zh,
                  name_en: editing.name_en,
                  image: editing.image,
                }
              : { code: '', name_zh: '', name_en: '', image: '' }
          }
          onFinish={(values) =>
            void save.mutate(
              {
                ...values,
                type: editing && editing !== 'new' ? editing.type : type,
                ...(editing && editing !== 'new' ? { id: editing.id } : {}),
              },
              { onSuccess: () => setEditing(undefined) },
            )
          }
        >
          <BilingualField stem="name" label={t('fields.name')} required />
          <Form.Item
            name="code"
            label={t('categories.code')}
            extra={t('categories.codeHint')}
            rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9-]{0,39}$/ }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="image" label={t('common.image')}>
            <ImageField />
          </Form.Item>
        </Form>
      </EditModal>
    </>
  );
}
