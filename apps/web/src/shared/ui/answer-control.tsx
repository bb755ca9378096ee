import type { AskedQuestion } from '@atelier/contract';
import { Checkbox, Input, Radio } from 'antd';

interface Props {
  /** The question answered: its kind picks the control, its options the choices. */
  question: Pick<AskedQuestion, 'kind' | 'options'>;
  /** The id of the element holding the question's title, which names the control. */
  titleId: string;
  /** The id of words that say a choice of several must be made, when the form shows them. */
  requiredNoteId?: string;
  /** The longest text answer the form takes. */
  textMax: number;
  textPlaceholder: string;
  /** The class of a radio or checkbox group. */
  choicesClassName?: string;
  /** What the form's item hands its control: value, onChange, id, aria-required… */
  [fromFormItem: string]: unknown;
}

/**
 * The control that answers one question of a questionnaire (a group's join questions, a
 * position's): a radio group, checkboxes or a text box, named by the question's title. It is a
 * form item's child, and takes the value and handlers the item gives it.
 */
export function AnswerControl({
  question,
  titleId,
  requiredNoteId,
  textMax,
  textPlaceholder,
  choicesClassName,
  ...control
}: Props) {
  const options = question.options.map((option) => ({ value: option.id, label: option.label }));
  if (question.kind === 'single') {
    return (
      <Radio.Group
        {...control}
        className={choicesClassName}
        options={options}
        aria-labelledby={titleId}
      />
    );
  }
  if (question.kind === 'multiple') {
    // ARIA allows no aria-required on a group: the form's words say it (`requiredNoteId`),
    // beside the item's message when there is one.
    const { 'aria-required': _required, 'aria-describedby': message, ...group } = control;
    const describedBy = [requiredNoteId, message].filter(Boolean).join(' ');
    return (
      <Checkbox.Group
        {...group}
        className={choicesClassName}
        options={options}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={describedBy || undefined}
      />
    );
  }
  return (
    <Input.TextArea
      {...control}
      placeholder={textPlaceholder}
      maxLength={textMax}
      showCount
      autoSize={{ minRows: 3, maxRows: 8 }}
      aria-labelledby={titleId}
    />
  );
}
