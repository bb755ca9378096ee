import { Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerControl } from '@/shared/ui/answer-control';
import type { Question } from '../api/get-questionnaire';
import { answerProblem, limits } from '../lib/application-rules';
import { hiringNamespace } from '../locales/register';
import styles from './application-form.module.css';

/** One question of the questionnaire, as a radio group, checkboxes or a text box. */
export function QuestionField({ question, index }: { question: Question; index: number }) {
  const { t } = useTranslation(hiringNamespace);
  const titleId = useId();
  const requiredId = useId();

  const label = (
    <span className={styles.question}>
      <span className={styles.number} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <span id={titleId}>{question.title}</span>
      {question.kind === 'multiple' && question.required ? (
        <span id={requiredId} className="visually-hidden">
          {t('form.required')}
        </span>
      ) : null}
    </span>
  );

  return (
    <Form.Item
      name={['answers', String(question.id)]}
      label={label}
      required={question.required}
      className={styles.questionItem}
      rules={[
        {
          validator: (_: unknown, value: unknown) => {
            const problem = answerProblem(question, value);
            return problem
              ? Promise.reject(new Error(t(`problem.${problem}`, { max: limits.text })))
              : Promise.resolve();
          },
        },
      ]}
    >
      <AnswerControl
        question={question}
        titleId={titleId}
        requiredNoteId={question.kind === 'multiple' && question.required ? requiredId : undefined}
        textMax={limits.text}
        textPlaceholder={t('form.textPlaceholder')}
        choicesClassName={styles.choices}
      />
    </Form.Item>
  );
}
