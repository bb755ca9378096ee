import { Code } from '@atelier/contract/codes';
import { Alert, Checkbox, Form } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/shared/api/request-error';
import { AnswerControl } from '@/shared/ui/answer-control';
import type { ActionOutput } from '@atelier/contract';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { useJoinGroup, type GroupQuestion, type Questionnaire } from '../api/group-queries';
import { isAnswered, toJoinInput, type JoinValues } from '../lib/join-input';
import { PlainText } from '../lib/plain-text';
import { communityNamespace } from '../locales/register';
import styles from './community.module.css';

export type JoinResult = ActionOutput<'groupJoinCreate'>;

/**
 * The group's questions with their required marks, the convention and the "I agree" box. The
 * form checks what it can before sending; the server's refusal (pending, cooldown…) is shown
 * above the button.
 */
export function JoinForm({
  questionnaire,
  onJoined,
}: {
  questionnaire: Questionnaire;
  onJoined: (result: JoinResult) => void;
}) {
  const { t } = useTranslation(communityNamespace);
  const [form] = Form.useForm<JoinValues>();
  const join = useJoinGroup();
  const [refusal, setRefusal] = useState('');
  const { questions, convention } = questionnaire;

  const send = (values: JoinValues) => {
    setRefusal('');
    void join.mutate(toJoinInput(questionnaire.group_id, convention.version, questions, values), {
      onSuccess: onJoined,
      onError: (error) => {
        if (error instanceof RequestError && error.code === Code.REFUSED) {
          setRefusal(error.message);
        }
      },
    });
  };

  return (
    <Form<JoinValues>
      form={form}
      layout="vertical"
      // Each question says in words whether it must be answered; no asterisk besides.
      requiredMark={false}
      className={styles.form}
      onFinish={send}
      onValuesChange={() => setRefusal('')}
      disabled={join.isPending}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <h2 className={styles.subTitle}>{t('join.questions')}</h2>
      {questions.length === 0 ? <p className={styles.muted}>{t('join.noQuestions')}</p> : null}
      {questions.map((question, index) => (
        <QuestionItem key={question.id} question={question} index={index} />
      ))}

      <h2 className={styles.subTitle}>{t('join.convention', { version: convention.version })}</h2>
      <div
        className={styles.convention}
        tabIndex={0}
        role="region"
        aria-label={t('group.convention')}
      >
        <PlainText className={styles.prose} text={convention.text} />
      </div>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_: unknown, value: unknown) =>
              value === true
                ? Promise.resolve()
                : Promise.reject(new Error(t('join.agreeRequired'))),
          },
        ]}
      >
        <Checkbox>{t('join.agree')}</Checkbox>
      </Form.Item>

      {refusal ? <Alert type="error" showIcon title={refusal} role="alert" /> : null}
      <div className={styles.actions}>
        <GuardedButton type="primary" htmlType="submit" size="large" loading={join.isPending}>
          {t('join.submit')}
        </GuardedButton>
      </div>
    </Form>
  );
}

/** One question: a radio group, checkboxes or a text box, named by its title. */
function QuestionItem({ question, index }: { question: GroupQuestion; index: number }) {
  const { t } = useTranslation(communityNamespace);
  const titleId = useId();
  return (
    <Form.Item
      name={['answers', String(question.id)]}
      required={question.required}
      label={
        <span className={styles.question}>
          <span aria-hidden="true">{index + 1}.</span>
          <span id={titleId}>{question.title}</span>
          <span className={question.required ? styles.requiredMark : styles.optionalMark}>
            {question.required ? t('join.required') : t('join.optional')}
          </span>
        </span>
      }
      rules={[
        {
          validator: (_: unknown, value: unknown) =>
            question.required && !isAnswered(value)
              ? Promise.reject(new Error(t('join.answerRequired')))
              : Promise.resolve(),
        },
      ]}
    >
      <AnswerControl
        question={question}
        titleId={titleId}
        textMax={500}
        textPlaceholder={t('join.textPlaceholder')}
        choicesClassName={styles.choices}
      />
    </Form.Item>
  );
}
