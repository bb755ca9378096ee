import { Code } from '@atelier/contract/codes';
import { Alert, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserInfo } from '@/shared/api/get-user-info';
import { RequestError } from '@/shared/api/request-error';
import { useSession } from '@/shared/session/session-store';
import buttons from '@/shared/ui/button.module.css';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { paths } from '@/shared/config/paths';
import { useCreateApplication, type Application } from '../api/create-application';
import { useUploadResume } from '../api/upload-resume';
import type { Position } from '../api/get-position';
import type { Question } from '../api/get-questionnaire';
import {
  applicantProblem,
  limits,
  toApplication,
  type ApplicantField,
  type ApplicationValues,
} from '../lib/application-rules';
import { clearDraft, readDraft, saveDraft } from '../lib/draft';
import { hiringNamespace } from '../locales/register';
import styles from './application-form.module.css';
import { QuestionField } from './question-field';
import { ResumePicker, type PickedResume } from './resume-picker';

export interface Sent {
  application: Application;
  mobile: string;
}

export interface ApplicationFormProps {
  position: Position;
  questions: Question[];
  onSent: (sent: Sent) => void;
}

/** Where the server refused: the resume is answered beside the file, the rest above the button. */
type Refusal = { at: 'resume' | 'form'; message: string };

/**
 * The application: contact details (from the account where it knows them), the questionnaire
 * and an optional resume, checked here by the server's rules before sending. A visitor who is
 * signed out sees it all, and signs in to send it.
 */
export function ApplicationForm({ position, questions, onSent }: ApplicationFormProps) {
  const { t } = useTranslation(hiringNamespace);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== '');
  const user = useSession((state) => state.user);
  // Asked afresh: the session may hold only its token, or an account changed elsewhere.
  useUserInfo();
  const [form] = Form.useForm<ApplicationValues>();
  const [initialValues] = useState<ApplicationValues>(() => {
    const draft = readDraft(position.id);
    return {
      name: draft?.name ?? user?.nickname ?? '',
      mobile: draft?.mobile ?? user?.mobile ?? '',
      email: draft?.email ?? '',
      answers: draft?.answers ?? {},
    };
  });
  const [resume, setResume] = useState<PickedResume | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [unfinished, setUnfinished] = useState(0);

  // The account may arrive after the form: fill what the applicant has not typed themselves.
  useEffect(() => {
    if (!user) return;
    for (const [field, value] of [
      ['name', user.nickname],
      ['mobile', user.mobile],
    ] as const) {
      if (!form.isFieldTouched(field) && !form.getFieldValue(field)) {
        form.setFieldValue(field, value);
      }
    }
  }, [user, form]);

  const rule = (field: ApplicantField) => ({
    validator: (_: unknown, value: unknown) => {
      const problem = applicantProblem(field, value);
      return problem
        ? Promise.reject(new Error(t(`problem.${problem}`, { max: limits.name })))
        : Promise.resolve();
    },
  });

  const uploading = useUploadResume();
  const applying = useCreateApplication();
  const sending = uploading.isPending || applying.isPending;

  /** Other failures were already shown by the request client. */
  const refusedAt = (at: Refusal['at']) => (error: unknown) => {
    if (error instanceof RequestError && error.code === Code.REFUSED) {
      setRefusal({ at, message: error.message });
    }
  };

  const send = (values: ApplicationValues) => {
    setRefusal(null);
    setUnfinished(0);
    const apply = (resumeId: number | null) =>
      void applying.mutate(toApplication(position.id, values, questions, resumeId), {
        onSuccess: (application) => {
          clearDraft(position.id);
          onSent({ application, mobile: values.mobile.trim() });
        },
        onError: refusedAt('form'),
      });
    // A resume uploaded by an earlier try that the studio then refused is not sent again.
    if (!resume || resume.uploaded) {
      apply(resume?.uploaded?.id ?? null);
      return;
    }
    void uploading.mutate(resume.file, {
      onSuccess: (uploaded) => {
        setResume((current) =>
          current?.file === resume.file ? { ...current, uploaded } : current,
        );
        apply(uploaded.id);
      },
      onError: refusedAt('resume'),
    });
  };

  const signIn = () => {
    saveDraft(position.id, form.getFieldsValue(true) as ApplicationValues);
    void navigate(paths.login.href(location.pathname + location.search));
  };

  return (
    <Form<ApplicationValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={send}
      onFinishFailed={({ errorFields }) => setUnfinished(errorFields.length)}
      onValuesChange={() => {
        setRefusal((current) => (current?.at === 'form' ? null : current));
        setUnfinished(0);
      }}
      disabled={sending}
      scrollToFirstError={{ block: 'center', focus: true }}
      className={styles.form}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.contact')}</legend>
        <div className={`${styles.panel} ${styles.contact}`}>
          <Form.Item name="name" label={t('form.name')} required rules={[rule('name')]}>
            <Input
              placeholder={t('form.namePlaceholder')}
              maxLength={limits.name}
              autoComplete="name"
              aria-required
            />
          </Form.Item>
          <Form.Item name="mobile" label={t('form.mobile')} required rules={[rule('mobile')]}>
            <Input
              placeholder={t('form.mobilePlaceholder')}
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel-national"
              aria-required
            />
          </Form.Item>
          <Form.Item name="email" label={t('form.email')} required rules={[rule('email')]}>
            <Input
              inputMode="email"
              placeholder={t('form.emailPlaceholder')}
              maxLength={limits.email}
              autoComplete="email"
              aria-required
            />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.questionnaire')}</legend>
        <p className={styles.groupLead}>
          {questions.length > 0
            ? t('form.questionnaireLead', { count: questions.length })
            : t('form.noQuestions')}
        </p>
        {questions.map((question, index) => (
          <QuestionField key={question.id} question={question} index={index} />
        ))}
      </fieldset>

      <div className={styles.group}>
        <ResumePicker
          picked={resume}
          onPick={(picked) => {
            setResume(picked);
            setRefusal(null);
          }}
          refusal={refusal?.at === 'resume' ? refusal.message : null}
          disabled={sending}
          blockedHint={signedIn ? undefined : t('form.resumeSignIn', { mb: limits.resumeMb })}
        />
      </div>

      {refusal?.at === 'form' ? (
        <Alert
          type="error"
          showIcon
          className={styles.refusal}
          title={t('form.refusedTitle')}
          description={refusal.message}
          role="alert"
        />
      ) : null}

      {signedIn ? (
        <div className={styles.submit}>
          <GuardedButton
            type="primary"
            htmlType="submit"
            size="large"
            loading={sending}
            className={styles.submitButton}
          >
            {t('form.submit')}
          </GuardedButton>
          {unfinished > 0 ? (
            <p className={styles.unfinished} role="alert">
              {t('problem.check', { count: unfinished })}
            </p>
          ) : null}
        </div>
      ) : (
        <div className={styles.gate}>
          <div>
            <p className={styles.gateTitle}>{t('form.signInTitle')}</p>
            <p className={styles.gateText}>{t('form.signInText')}</p>
          </div>
          <button type="button" className={`${buttons.dark} ${styles.gateButton}`} onClick={signIn}>
            {t('form.signIn')}
          </button>
        </div>
      )}
    </Form>
  );
}
