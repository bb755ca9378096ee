import { describe, expect, it } from 'vitest';
import { questions } from '../testing/render-hiring';
import {
  answerProblem,
  applicantProblem,
  formatFileSize,
  resumeProblem,
  toApplication,
} from './application-rules';

const { single, multiple, text: story } = questions;

const pdf = (bytes: BlobPart[], name = 'resume.pdf', type = 'application/pdf') =>
  new File(bytes, name, { type });

describe('application rules', () => {
  it('asks for a name, a mainland mobile and an e-mail address', () => {
    expect(applicantProblem('name', '  ')).toBe('nameRequired');
    expect(applicantProblem('name', '林'.repeat(31))).toBe('nameLength');
    expect(applicantProblem('name', ' 林澈 ')).toBeNull();
    expect(applicantProblem('mobile', '')).toBe('mobileRequired');
    expect(applicantProblem('mobile', '12800000000')).toBe('mobileFormat');
    expect(applicantProblem('mobile', '1380000000')).toBe('mobileFormat');
    expect(applicantProblem('mobile', '13800000000')).toBeNull();
    expect(applicantProblem('email', '')).toBe('emailRequired');
    expect(applicantProblem('email', 'hello@atelier')).toBe('emailFormat');
    expect(applicantProblem('email', `${'a'.repeat(90)}@atelier.example`)).toBe('emailFormat');
    expect(applicantProblem('email', ' hello@atelier.example ')).toBeNull();
  });

  it('wants required questions answered with one of their own options', () => {
    expect(answerProblem(single, undefined)).toBe('singleRequired');
    expect(answerProblem(single, 999)).toBe('singleRequired');
    expect(answerProblem(single, 102)).toBeNull();
    expect(answerProblem(multiple, [])).toBe('multipleRequired');
    expect(answerProblem(multiple, [201, 203])).toBeNull();
    expect(answerProblem({ ...multiple, required: false }, [])).toBeNull();
  });

  it('lets an optional text stay blank but not run past 1000 characters', () => {
    expect(answerProblem(story, '')).toBeNull();
    expect(answerProblem({ ...story, required: true }, '   ')).toBe('textRequired');
    expect(answerProblem(story, 'a'.repeat(1000))).toBeNull();
    expect(answerProblem(story, 'a'.repeat(1001))).toBe('textLength');
  });

  it('sends trimmed fields and only the questions answered', () => {
    const input = toApplication(
      5,
      {
        name: ' 林澈 ',
        mobile: '13800000000 ',
        email: ' lin@atelier.example',
        answers: { '11': 101, '12': [203, 201, 203], '13': '  ' },
      },
      [single, multiple, story],
      null,
    );
    expect(input).toEqual({
      position_id: 5,
      name: '林澈',
      mobile: '13800000000',
      email: 'lin@atelier.example',
      answers: [
        { question_id: 11, option_ids: [101], text: '' },
        { question_id: 12, option_ids: [203, 201], text: '' },
      ],
    });
    const withResume = toApplication(
      5,
      { name: 'a', mobile: 'b', email: 'c', answers: { '13': ' 流光 ' } },
      [story],
      42,
    );
    expect(withResume.resume_id).toBe(42);
    expect(withResume.answers).toEqual([{ question_id: 13, option_ids: [], text: '流光' }]);
  });

  it('takes a PDF of at most 10 MB, by its name and its first bytes', async () => {
    expect(await resumeProblem(pdf(['%PDF-1.4\n%%EOF']))).toBeNull();
    expect(await resumeProblem(pdf(['%PDF-1.4'], 'CV.PDF', ''))).toBeNull();
    expect(await resumeProblem(pdf([]))).toBe('resumeEmpty');
    expect(await resumeProblem(pdf(['hello'], 'resume.docx', 'application/msword'))).toBe(
      'resumeType',
    );
    expect(await resumeProblem(pdf(['PK\u0003\u0004 not a pdf']))).toBe('resumeType');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([37, 80, 68, 70, 45]);
    expect(await resumeProblem(pdf([big]))).toBe('resumeSize');
  });

  it('says a size as a reader would', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
  });
});
