import { Checkbox, Form, Input, Radio } from 'antd';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../api/get-questionnaire';
import { answerProblem, limits } from '../lib/application-rules';
import { hiringNamespace } from '../locales/register';
import styles from './application-form.module.css';

type CheckboxGroupProps = ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * Checkboxes as one group. Form.Item marks its control aria-required, which ARIA does not allow
 * on a group: the requirement is said in words instead (`form.required`).
 */
function CheckboxGroup({ 'aria-required': _required, ...props }: CheckboxGroupProps) {
  return <Checkbox.Group {...props} />;
}

/** One question of the questionnaire, as a radio group, checkboxes or a text box. */
export function QuestionField({ question, index }: { question: Question; index: number }) {
  const { t } = useTranslation(hiringNamespace);
  const titleId = useId();
  const requiredId = useId();
  const options = question.options.map((option) => ({ value: option.id, label: option.label }));

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
      {question.kind === 'single' ? (
        <Radio.Group
          className={styles.choices}
          options={options}
          aria-labelledby={titleId}
          aria-required={question.required}
        />
      ) : question.kind === 'multiple' ? (
        <CheckboxGroup
          className={styles.choices}
          options={options}
          aria-labelledby={titleId}
          aria-describedby={question.required ? requiredId : undefined}
        />
      ) : (
        <Input.TextArea
          placeholder={t('form.textPlaceholder')}
          maxLength={limits.text}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          aria-labelledby={titleId}
          aria-required={question.required}
        />
      )}
    </Form.Item>
  );
}
