import type { ActionOutput } from '@atelier/contract';
import { CONTENT_KINDS, isContentList, type ContentKind } from '@atelier/contract/content-formats';
import { Alert, Button, Form, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { feedback } from '@/shared/ui/feedback';
import { leadingName } from '../console/bilingual-name';
import { missingEnglish } from '../console/missing-english-fields';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { RecordHistory } from '../console/record-history';
import { ScreenHeader } from '../console/screen-header';
import { ContentFields } from './content-fields';
import {
  CONTENT_FORMS,
  bilingualFields,
  blankValues,
  bodyOf,
  formValues,
  type ContentValues,
} from './content-forms';
import { contentItemPath, contentListPath } from './content-paths';
import { ContentStateTags } from './content-state';
import { contentNamespace } from './locales/register';
import { MissingEnglishNotice } from '../console/missing-english';
import { PolicyFiguresHint } from './policy-figures-hint';
import { ConsoleCard } from '../console/console-card';
import { RecordNotFound, RecordNotLoaded } from '../console/load-failed';

type Info = ActionOutput<'contentInfo'>;

const isKind = (value: string | null): value is ContentKind =>
  (CONTENT_KINDS as readonly (string | null)[]).includes(value);

/** One item's editor: `?kind=&key=` edits it; a list kind without a key creates one. */
export default function ContentItemScreen() {
  const { t } = useTranslation(contentNamespace);
  const [search] = useSearchParams();
  const asked = search.get('kind');
  const kind = isKind(asked) ? asked : undefined;
  const key = search.get('key') ?? undefined;
  const info = useConsoleQuery(
    'contentInfo',
    { kind: kind ?? 'company', key: key ?? '' },
    { enabled: kind !== undefined && key !== undefined },
  );
  // Discarding a draft puts the published version back in the form, once it has been read.
  const [generation, setGeneration] = useState(0);

  const missing = t('common.notFound');
  const backLink = <Link to={contentListPath(kind ?? 'company')}>{t('common.back')}</Link>;
  if (!kind || (key === undefined && !isContentList(kind))) {
    return <RecordNotFound title={missing} back={backLink} />;
  }
  if (key !== undefined && info.isError)
    return <RecordNotLoaded query={info} title={missing} back={backLink} />;
  if (key !== undefined && !info.data) return <ConsoleCard loading />;
  return (
    <ItemForm
      key={`${kind}:${key ?? 'new'}:${generation}`}
      kind={kind}
      itemKey={key}
      info={info.data}
      reload={() => void info.refetch().then(() => setGeneration((n) => n + 1))}
    />
  );
}

function ItemForm({
  kind,
  itemKey,
  info,
  reload,
}: {
  kind: ContentKind;
  itemKey?: string;
  info?: Info;
  reload: () => void;
}) {
  const { t } = useTranslation(contentNamespace);
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContentValues>();
  const save = useConsoleAction('contentSave');
  const unpublish = useConsoleAction('contentUnpublish');
  const discard = useConsoleAction('contentDiscard');
  const remove = useConsoleAction('contentDelete');
  const [previewing, setPreviewing] = useState(false);
  const stored = info?.draft ?? info?.live;
  const initial = stored ? formValues(stored) : blankValues(kind);
  const watched = Form.useWatch([], form) as ContentValues | undefined;
  const bilingual = bilingualFields(kind);
  const missing = [
    ...missingEnglish(watched ?? initial, bilingual),
    // Inside lists (figures, sections…) the server's reading of the saved version.
    ...(info?.missing_english ?? []).filter((field) => !bilingual.includes(field)),
  ];
  const isList = isContentList(kind);
  const busy = save.isPending || previewing;

  /** Saves the form; resolves with the item's key, or nothing when it was refused. */
  const submit = async (publish: boolean): Promise<string | undefined> => {
    try {
      await form.validateFields();
    } catch {
      return undefined;
    }
    const body = bodyOf(kind, form.getFieldsValue(true) as ContentValues);
    let key: string | undefined;
    await save.mutate(
      { ...(itemKey === undefined ? {} : { key: itemKey }), publish, body },
      {
        onSuccess: (saved) => {
          key = saved.key;
          if (publish)
            feedback.message.success(
              t(saved.state === 'scheduled' ? 'actions.scheduled' : 'actions.published'),
            );
          else feedback.message.success(t('actions.savedDraft'));
          if (itemKey === undefined)
            void navigate(contentItemPath(kind, saved.key), { replace: true });
        },
      },
    );
    return key;
  };

  // The tab opens at the click, before the save, so a browser does not take it for a pop-up.
  const preview = async () => {
    const tab = window.open('about:blank', '_blank');
    setPreviewing(true);
    try {
      const key = await submit(false);
      if (key === undefined) return tab?.close();
      const { preview_path } = await callAction('contentInfo', { kind, key });
      if (tab) tab.location.href = preview_path;
      else window.open(preview_path, '_blank');
    } catch {
      tab?.close();
    } finally {
      setPreviewing(false);
    }
  };

  const ref = itemKey === undefined ? undefined : { kind, key: itemKey };
  const title =
    itemKey === undefined
      ? t(`newOf.${kind}`)
      : t('screens.editItem', {
          kind: t(`item.${kind}`),
          title: leadingName(lang, info?.title_zh ?? '', info?.title_en ?? '') || itemKey,
        });

  return (
    <>
      <ScreenHeader
        title={title}
        actions={<Link to={contentListPath(kind)}>{t('common.back')}</Link>}
      />
      <ConsoleCard>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {info ? (
            <ContentStateTags
              state={info.state}
              hasDraft={info.has_draft}
              publishAt={info.publish_at}
            />
          ) : null}
          {info?.draft ? <Alert type="info" showIcon title={t('actions.draftNotice')} /> : null}
          {kind === 'richText' ? <PolicyFiguresHint /> : null}
          {itemKey === undefined && isList ? (
            <Alert type="info" showIcon title={t('actions.newNotice')} />
          ) : null}
          <Space wrap>
            <Button loading={save.isPending} disabled={busy} onClick={() => void submit(false)}>
              {t('actions.saveDraft')}
            </Button>
            <Button
              type="primary"
              loading={save.isPending}
              disabled={busy}
              onClick={() => void submit(true)}
            >
              {t('actions.publish')}
            </Button>
            <Button loading={previewing} disabled={busy} onClick={() => void preview()}>
              {t('actions.preview')}
            </Button>
            {ref && isList && info?.state !== 'draft' ? (
              <Popconfirm
                title={t('actions.confirmUnpublish')}
                okText={t('actions.unpublish')}
                onConfirm={() =>
                  unpublish.mutate(ref, {
                    onSuccess: () => feedback.message.success(t('actions.unpublished')),
                  })
                }
              >
                <Button loading={unpublish.isPending}>{t('actions.unpublish')}</Button>
              </Popconfirm>
            ) : null}
            {ref && info?.has_draft ? (
              <Popconfirm
                title={t('actions.confirmDiscard')}
                okText={t('actions.discard')}
                onConfirm={() =>
                  discard.mutate(ref, {
                    onSuccess: () => {
                      feedback.message.success(t('actions.discarded'));
                      reload();
                    },
                  })
                }
              >
                <Button loading={discard.isPending}>{t('actions.discard')}</Button>
              </Popconfirm>
            ) : null}
            {ref && isList ? (
              <Popconfirm
                title={t('actions.confirmDelete')}
                okText={t('actions.delete')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutate(ref, {
                    onSuccess: () => {
                      feedback.message.success(t('actions.deleted'));
                      void navigate(contentListPath(kind));
                    },
                  })
                }
              >
                <Button danger loading={remove.isPending}>
                  {t('actions.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        </Space>
      </ConsoleCard>

      <ConsoleCard title={t('screens.texts')} style={{ marginTop: 16 }}>
        <div style={{ marginBottom: 16 }}>
          <MissingEnglishNotice namespace={contentNamespace} fields={missing} />
        </div>
        <Form<ContentValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          scrollToFirstError
          onFinish={() => void submit(false)}
        >
          <ContentFields fields={CONTENT_FORMS[kind]} />
        </Form>
      </ConsoleCard>

      {info ? (
        <ConsoleCard title={t('common.history')} style={{ marginTop: 16 }}>
          <RecordHistory rows={info.history} />
        </ConsoleCard>
      ) : null}
    </>
  );
}
