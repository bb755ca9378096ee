import { PlusOutlined } from '@ant-design/icons';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { ARTIST_TEXTS } from '@atelier/contract/catalog-formats';
import { Button, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n/i18n';
import { useConsoleAction } from '../console/console-api';
import { useListQuery } from '../console/list-query';
import { ListScreen } from '../console/list-screen';
import { ScreenHeader } from '../console/screen-header';
import { BilingualField } from '../console/bilingual-field';
import { ImageField } from '../console/image-upload';
import { EditModal } from '../console/edit-modal';
import { catalogNamespace } from './locales/register';
import { missingEnglish } from '../console/missing-english-fields';
import { MissingEnglishNotice, MissingEnglishFlag } from '../console/missing-english';
import { BilingualName, titleNaming } from '../console/bilingual-name';

type Artist = ActionOutput<'artistAdminList'>['list'][number];
type Values = Omit<ActionInput<'artistSave'>, 'id'>;

/** The search as the address keeps it. */
function filterOf(search: URLSearchParams): { keyword?: string } {
  return { keyword: search.get('keyword') || undefined };
}

/** The studio's artists: search, add and edit, each text in both languages. */
export default function ArtistsScreen() {
  const { t } = useTranslation(catalogNamespace);
  const list = useListQuery('artistAdminList', filterOf);
  const save = useConsoleAction('artistSave');
  const [editing, setEditing] = useState<Artist | 'new'>();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const current = editing && editing !== 'new' ? editing : undefined;

  return (
    <>
      <ScreenHeader
        title={t('artists.title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('artists.new')}
          </Button>
        }
      />
      <ListScreen<Artist>
        list={list}
        toolbar={
          <Input.Search
            key={list.filterKey}
            allowClear
            defaultValue={list.filters.keyword}
            placeholder={t('artists.keyword')}
            aria-label={t('artists.keyword')}
            style={{ maxWidth: 280, marginBottom: 16 }}
            onSearch={(value) => list.setFilters({ keyword: value.trim() || undefined })}
          />
        }
        rowKey="id"
        scroll={{ x: 640 }}
        columns={[
          {
            title: t('fields.name'),
            render: (_, row) => (
              <Space align="start">
                {row.avatar ? (
                  <img
                    src={row.avatar}
                    alt=""
                    width={40}
                    height={40}
                    style={{ borderRadius: 20 }}
                  />
                ) : null}
                <BilingualName zh={row.name_zh} en={row.name_en}>
                  <MissingEnglishFlag namespace={catalogNamespace} fields={row.missing_english} />
                </BilingualName>
              </Space>
            ),
          },
          {
            title: t('fields.title'),
            render: (_, row) => `${row.title_zh}${row.title_en ? ` / ${row.title_en}` : ''}`,
          },
          {
            title: t('fields.city'),
            width: 160,
            render: (_, row) => `${row.city_zh}${row.city_en ? ` / ${row.city_en}` : ''}`,
          },
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
      <EditModal
        open={editing !== undefined}
        title={
          editing === 'new' || !editing
            ? t('artists.new')
            : titleNaming(t('artists.editTitle'), lang, editing.name_zh, editing.name_en)
        }
        saving={save.isPending}
        onCancel={() => setEditing(undefined)}
        onSave={() => form.submit()}
        width={880}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={current ?? { sort: 0, avatar: '', cover: '' }}
          onFinish={(values) =>
            void save.mutate(
              { ...values, id: current?.id },
              { onSuccess: () => setEditing(undefined) },
            )
          }
        >
          <div style={{ marginBottom: 16 }}>
            <MissingEnglishNotice
              namespace={catalogNamespace}
              fields={missingEnglish(watched ?? current ?? {}, ARTIST_TEXTS)}
            />
          </div>
          <BilingualField stem="name" label={t('fields.name')} required />
          <BilingualField stem="title" label={t('fields.title')} />
          <BilingualField stem="city" label={t('fields.city')} />
          <BilingualField stem="intro" label={t('fields.intro')} control="lines" />
          <BilingualField stem="bio" label={t('fields.bio')} control="lines" />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="avatar" label={t('artists.avatar')}>
                <ImageField />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="cover" label={t('artists.cover')}>
                <ImageField />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="sort" label={t('artists.sort')}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </EditModal>
    </>
  );
}
