import type { ActionOutput } from '@atelier/contract';
import { GENDERS, NICKNAME_MAX } from '@atelier/contract/formats';
import { App, DatePicker, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { dayjs } from '@/shared/i18n/dayjs-locale';
import { useUpdateProfile } from '../api/update-profile';
import { maskMobile } from '@/shared/lib/mask-mobile';
import {
  EARLIEST_BIRTHDAY,
  isBirthdayAllowed,
  nicknameProblem,
  todayText,
  toProfileFields,
  type ProfileFormValues,
} from '../lib/profile-rules';
import { accountNamespace } from '../locales/register';
import { AvatarPicker, type PickedAvatar } from './avatar-picker';
import { GuardedButton } from '@/shared/ui/guarded-button';
import styles from './edit-profile-form.module.css';

type Profile = ActionOutput<'userInfo'>;

const DAY_FORMAT = 'YYYY-MM-DD';

/** The form keeps the birthday as the server has it, `YYYY-MM-DD` or ''; the picker a day. */
const birthdayProps = (value: string | undefined) => ({ value: value ? dayjs(value) : null });
const birthdayText = (day: Dayjs | null): string => (day ? day.format(DAY_FORMAT) : '');

const genderLabel = {
  unknown: 'profile.genderUnknown',
  male: 'profile.genderMale',
  female: 'profile.genderFemale',
} as const;

function initialValues(user: Profile): ProfileFormValues {
  return {
    nickname: user.nickname,
    gender: user.gender,
    birthday: user.birthday ?? '',
  };
}

export function EditProfileForm({ user }: { user: Profile }) {
  const { t } = useTranslation(accountNamespace);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileFormValues>();
  const [picked, setPicked] = useState<PickedAvatar | null>(null);
  const update = useUpdateProfile();

  const save = (values: ProfileFormValues) => {
    update.mutate(
      { avatar: picked?.file, fields: toProfileFields(values) },
      {
        onSuccess: (profile) => {
          setPicked(null);
          form.setFieldsValue(initialValues(profile));
          void message.success(t('profile.saved'));
        },
      },
    );
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues(user)}
      onFinish={save}
      className={styles.form}
      disabled={update.isPending}
    >
      <Form.Item label={t('profile.avatar')}>
        <AvatarPicker
          current={{
            avatar: user.avatar,
            avatarText: user.avatar_text,
            name: user.nickname || user.username,
          }}
          picked={picked}
          onPick={setPicked}
          disabled={update.isPending}
        />
      </Form.Item>

      <Form.Item
        name="nickname"
        label={t('profile.nickname')}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const problem = nicknameProblem(value);
              return problem
                ? Promise.reject(new Error(t(`profile.${problem}`)))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          placeholder={t('profile.nicknamePlaceholder')}
          maxLength={NICKNAME_MAX + 8}
          autoComplete="nickname"
        />
      </Form.Item>

      <Form.Item name="gender" label={t('profile.gender')}>
        <Radio.Group
          optionType="button"
          options={GENDERS.map((gender) => ({ value: gender, label: t(genderLabel[gender]) }))}
        />
      </Form.Item>

      <Form.Item
        name="birthday"
        label={t('profile.birthday')}
        getValueProps={birthdayProps}
        normalize={birthdayText}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              !value || isBirthdayAllowed(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.birthdayRange'))),
          },
        ]}
      >
        <DatePicker
          className={styles.date}
          format={DAY_FORMAT}
          minDate={dayjs(EARLIEST_BIRTHDAY)}
          maxDate={dayjs(todayText())}
        />
      </Form.Item>

      <Form.Item label={t('profile.mobile')}>
        <p className={styles.readonly}>
          <span>{user.mobile ? maskMobile(user.mobile) : t('center.noMobile')}</span>
          <Link to={paths.security.href()}>{t('profile.mobileHint')}</Link>
        </p>
      </Form.Item>

      <div className={styles.actions}>
        <GuardedButton htmlType="submit" type="primary" size="large" loading={update.isPending}>
          {t('profile.save')}
        </GuardedButton>
        <Link className={styles.back} to={paths.myCenter.href()}>
          {t('profile.cancel')}
        </Link>
      </div>
    </Form>
  );
}
