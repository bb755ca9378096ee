import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { PRODUCT_TEXTS } from '@atelier/contract/catalog-formats';
import { MALL_TYPES } from '@atelier/contract/codes';
import { Button, Col, Form, Input, InputNumber, Row, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLang } from '@/shared/i18n/i18n';
import { feedback } from '@/shared/ui/feedback';
import { bothNames, titleNaming } from '../console/bilingual-name';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { consolePaths } from '../console/console-paths';
import { ConsoleSelect } from '../console/console-select';
import { RecordHistory } from '../console/record-history';
import { ScreenHeader } from '../console/screen-header';
import { BilingualField } from '../console/bilingual-field';
import { DateField } from '../console/date-field';
import { ImagesField } from './images-field';
import { catalogNamespace } from './locales/register';
import { missingEnglish } from '../console/missing-english-fields';
import { MissingEnglishNotice } from '../console/missing-english';
import styles from './product-screen.module.css';
import { StockPanel } from './stock-panel';
import { ConsoleCard } from '../console/console-card';
import textStyles from '../console/console-text.module.css';
import { RecordNotLoaded } from '../console/load-failed';

type Values = Omit<ActionInput<'productSave'>, 'id'>;
type Detail = ActionOutput<'productAdminInfo'>;
const BILINGUAL = [...PRODUCT_TEXTS, 'specs'] as const;

/** A new product's starting values; its category and price are for staff to choose. */
const blank: Partial<Values> = {
  type: 'art',
  artisan_id: null,
  name_zh: '',
  name_en: '',
  description_zh: '',
  description_en: '',
  specs_zh: [],
  specs_en: [],
  brand_zh: '',
  brand_en: '',
  product_no: '',
  gross_weight: 0,
  age_of_use_zh: '',
  age_of_use_en: '',
  material_zh: '',
  material_en: '',
  size_zh: '',
  size_en: '',
  price: '',
  score_price: 0,
  earn_score: 0,
  images: [],
  stock: 0,
  release_at: null,
  limit_per_customer: null,
};

/** The release time as the form and the server write it: the shop's wall clock, to the minute. */
const RELEASE_FORMAT = 'YYYY-MM-DD HH:mm';

function formValues(detail: Detail): Values {
  const {
    id,
    sales,
    on_sale,
    missing_english,
    created_at,
    updated_at,
    movements,
    history,
    sale_mode,
    ...rest
  } = detail;
  void [id, sales, on_sale, missing_english, created_at, updated_at, movements, history, sale_mode];
  return rest;
}

/** A product's form: `?id=` edits it, none creates one. */
export default function ProductScreen() {
  const { t } = useTranslation(catalogNamespace);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const detail = useConsoleQuery(
    'productAdminInfo',
    { id: id ?? 0 },
    { enabled: id !== undefined },
  );

  if (id !== undefined && detail.isError)
    return (
      <RecordNotLoaded
        query={detail}
        title={t('product.notFound')}
        back={<Link to={consolePaths.products}>{t('product.back')}</Link>}
      />
    );
  if (id !== undefined && !detail.data) return <ConsoleCard loading />;
  // A new form per record, so switching records never shows the last one's values.
  return <ProductForm key={id ?? 'new'} id={id} detail={detail.data} />;
}

function ProductForm({ id, detail }: { id?: number; detail?: Detail }) {
  const { t } = useTranslation(catalogNamespace);
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useConsoleAction('productSave');
  const publish = useConsoleAction('productPublish');
  const categories = useConsoleQuery('categoryAdminList', {});
  const artists = useConsoleQuery('artistAdminList', { page: 1, limit: 100 });
  const watched = Form.useWatch([], form) as Values | undefined;
  const type = Form.useWatch('type', form) ?? detail?.type ?? 'art';
  const missing = missingEnglish((watched ?? detail ?? {}) as Record<string, unknown>, BILINGUAL);

  // Every field the form holds, shown or not: the other mall's price field is not on screen.
  const submit = (shown: Values) => {
    const values = { ...(form.getFieldsValue(true) as Values), ...shown };
    void save.mutate(
      {
        ...values,
        ...(id === undefined ? {} : { id }),
        price: values.type === 'art' ? values.price : '0',
        score_price: values.type === 'points' ? values.score_price : 0,
      },
      {
        onSuccess: (saved) => {
          feedback.message.success(id === undefined ? t('product.created') : t('common.saved'));
          if (id === undefined) void navigate(consolePaths.product(saved.id), { replace: true });
        },
      },
    );
  };

  return (
    <>
      <ScreenHeader
        title={
          id === undefined
            ? t('product.newTitle')
            : titleNaming(
                t('product.editTitle'),
                lang,
                detail?.name_zh ?? '',
                detail?.name_en ?? '',
              )
        }
        actions={
          <Space wrap>
            <Link to={consolePaths.products}>{t('product.back')}</Link>
            {detail ? (
              <Space>
                <Switch
                  checked={detail.on_sale}
                  loading={publish.isPending}
                  aria-label={t('products.published')}
                  onChange={(on_sale) =>
                    void publish.mutate(
                      { id: detail.id, on_sale },
                      {
                        onSuccess: () =>
                          feedback.message.success(
                            t(on_sale ? 'products.publishedOn' : 'products.publishedOff'),
                          ),
                      },
                    )
                  }
                />
                {detail.on_sale ? t('products.onSale') : t('products.offSale')}
              </Space>
            ) : null}
          </Space>
        }
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={detail ? formValues(detail) : blank}
        onFinish={submit}
        scrollToFirstError
      >
        <ConsoleCard title={t('product.basics')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="type" label={t('product.mall')} rules={[{ required: true }]}>
                <ConsoleSelect
                  options={MALL_TYPES.map((value) => ({ value, label: t(`malls.${value}`) }))}
                  onChange={() => form.setFieldValue('category_id', undefined)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="category_id"
                label={t('product.category')}
                rules={[{ required: true }]}
              >
                <ConsoleSelect
                  options={(categories.data ?? [])
                    .filter((c) => c.type === type)
                    .map((c) => ({ value: c.id, label: bothNames(lang, c.name_zh, c.name_en) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="artisan_id" label={t('product.artist')}>
                <ConsoleSelect
                  allowClear
                  placeholder={t('product.noArtist')}
                  onClear={() => form.setFieldValue('artisan_id', null)}
                  options={(artists.data?.list ?? []).map((a) => ({
                    value: a.id,
                    label: bothNames(lang, a.name_zh, a.name_en),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="product_no"
                label={t('product.number')}
                rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/ }]}
              >
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            {type === 'art' ? (
              <Col xs={24} md={8}>
                <Form.Item
                  name="price"
                  label={t('product.price')}
                  rules={[{ required: true, pattern: /^\d{1,9}(\.\d{1,2})?$/ }]}
                >
                  <Input inputMode="decimal" prefix="¥" />
                </Form.Item>
              </Col>
            ) : (
              <Col xs={24} md={8}>
                <Form.Item
                  name="score_price"
                  label={t('product.scorePrice')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8}>
              <Form.Item name="earn_score" label={t('product.earnScore')}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="gross_weight" label={t('product.grossWeight')}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {id === undefined ? (
              <Col xs={24} md={8}>
                <Form.Item name="stock" label={t('product.stock')} extra={t('product.stockHint')}>
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        </ConsoleCard>

        <ConsoleCard title={t('product.sale')} style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="release_at"
                label={t('product.releaseAt')}
                extra={t('product.releaseAtHint')}
                // The digits are the shop's clock, whatever the browser's time zone.
                getValueProps={(value: string | null | undefined) => ({
                  value: value ? dayjs(value) : null,
                })}
                normalize={(value: Dayjs | null) => value?.format(RELEASE_FORMAT) ?? null}
              >
                <DateField withTime block aria-label={t('product.releaseAt')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="limit_per_customer"
                label={t('product.limitPerCustomer')}
                extra={t('product.limitHint')}
                normalize={(value: number | null | undefined) => value ?? null}
              >
                <InputNumber
                  min={1}
                  precision={0}
                  style={{ width: '100%' }}
                  aria-label={t('product.limitPerCustomer')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              {/* The drop sets it: a product is sold by draw while it has one. */}
              <Form.Item label={t('product.saleMode')} extra={t('product.saleModeHint')}>
                {t(`product.saleModes.${detail?.sale_mode ?? 'first_come'}`)}
              </Form.Item>
            </Col>
          </Row>
        </ConsoleCard>

        <ConsoleCard title={t('product.texts')} style={{ marginTop: 16 }}>
          <div style={{ marginBottom: 16 }}>
            <MissingEnglishNotice namespace={catalogNamespace} fields={missing} />
          </div>
          <BilingualField stem="name" label={t('fields.name')} required />
          <BilingualField stem="brand" label={t('fields.brand')} />
          <BilingualField
            stem="description"
            label={t('fields.description')}
            control="rich"
            hint={t('product.descriptionHint')}
          />
          <BilingualField stem="age_of_use" label={t('fields.age_of_use')} />
          <BilingualField stem="material" label={t('fields.material')} />
          <BilingualField stem="size" label={t('fields.size')} />
          <Row gutter={16}>
            {/* The console's language first, as in the fields above. */}
            {(lang === 'en'
              ? (['specs_en', 'specs_zh'] as const)
              : (['specs_zh', 'specs_en'] as const)
            ).map((name) => (
              <Col xs={24} md={12} key={name} className={styles.specs}>
                <strong>
                  {t('fields.specs')} · {t(name === 'specs_zh' ? 'common.zh' : 'common.en')}
                </strong>
                <Form.List name={name}>
                  {(rows, { add, remove }) => (
                    <div style={{ marginTop: 8 }}>
                      {rows.map((row) => (
                        <div key={row.key} className={styles.spec}>
                          <Form.Item name={[row.name, 'name']} className={styles.specName}>
                            <Input placeholder={t('product.specName')} />
                          </Form.Item>
                          <Form.Item name={[row.name, 'value']} className={styles.specValue}>
                            <Input placeholder={t('product.specValue')} />
                          </Form.Item>
                          <Button
                            type="text"
                            icon={<MinusCircleOutlined />}
                            aria-label={t('product.remove')}
                            onClick={() => remove(row.name)}
                          />
                        </div>
                      ))}
                      <Button
                        type="dashed"
                        icon={<PlusOutlined />}
                        onClick={() => add({ name: '', value: '' })}
                      >
                        {t('product.addSpec')}
                      </Button>
                    </div>
                  )}
                </Form.List>
              </Col>
            ))}
          </Row>
        </ConsoleCard>

        <ConsoleCard title={t('product.images')} style={{ marginTop: 16 }}>
          <p className={textStyles.secondary}>{t('product.imagesHint')}</p>
          <Form.Item name="images" rules={[{ required: true, type: 'array', min: 1 }]}>
            <ImagesField />
          </Form.Item>
        </ConsoleCard>

        <div style={{ margin: '16px 0' }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} size="large">
            {t('common.save')}
          </Button>
        </div>
      </Form>

      {detail ? (
        <>
          <ConsoleCard title={t('product.movements')} style={{ marginTop: 16 }}>
            <StockPanel productId={detail.id} stock={detail.stock} />
          </ConsoleCard>
          <ConsoleCard title={t('common.history')} style={{ marginTop: 16 }}>
            <RecordHistory rows={detail.history} />
          </ConsoleCard>
        </>
      ) : null}
    </>
  );
}
