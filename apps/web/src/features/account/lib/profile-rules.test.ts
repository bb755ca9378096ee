import { describe, expect, it } from 'vitest';
import {
  avatarProblem,
  isBirthdayAllowed,
  nicknameProblem,
  todayText,
  toProfileFields,
} from './profile-rules';

describe('profile rules', () => {
  it('takes a nickname of 1-32 characters once trimmed', () => {
    expect(nicknameProblem('')).toBe('nicknameRequired');
    expect(nicknameProblem('   ')).toBe('nicknameRequired');
    expect(nicknameProblem(undefined)).toBe('nicknameRequired');
    expect(nicknameProblem('林')).toBeNull();
    expect(nicknameProblem(` ${'a'.repeat(32)} `)).toBeNull();
    expect(nicknameProblem('a'.repeat(33))).toBe('nicknameLength');
    expect(nicknameProblem('画'.repeat(32))).toBeNull();
  });

  it('takes a birthday between 1900 and today', () => {
    const today = '2026-05-10';
    expect(isBirthdayAllowed('2026-05-10', today)).toBe(true);
    expect(isBirthdayAllowed('2026-05-11', today)).toBe(false);
    expect(isBirthdayAllowed('1900-01-01', today)).toBe(true);
    expect(isBirthdayAllowed('1899-12-31', today)).toBe(false);
    expect(isBirthdayAllowed('1990-02-30', today)).toBe(false);
    expect(isBirthdayAllowed('1990-2-3', today)).toBe(false);
  });

  it("reads today in the visitor's own calendar", () => {
    expect(todayText(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });

  it('refuses a picture of another type or over 5 MB before sending it', () => {
    expect(avatarProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/svg+xml', size: 1024 })).toBe('avatarType');
    expect(avatarProblem({ type: '', size: 10 })).toBe('avatarType');
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('avatarSize');
  });

  it('sends a trimmed nickname and an empty birthday to clear it', () => {
    expect(toProfileFields({ nickname: ' 林 ', gender: 'female', birthday: '' })).toEqual({
      nickname: '林',
      gender: 'female',
      birthday: '',
    });
    expect(toProfileFields({ nickname: 'Lin', gender: 'unknown', birthday: '1990-03-04' })).toEqual(
      { nickname: 'Lin', gender: 'unknown', birthday: '1990-03-04' },
    );
  });
});
