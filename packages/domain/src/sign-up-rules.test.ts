import { describe, expect, it } from 'vitest';
import { uiText } from './ui-text.ts';
import {
  checkAgeRange,
  checkRoleAndSkills,
  checkSignUpBasics,
  isAccountAge,
  isSkillLimitReached,
  normalizeEmail,
  resolveRole,
} from './sign-up-rules.ts';

const valid = { email: 'sam@example.com', password: 'quiet-river-1', age: 15 };

describe('checkSignUpBasics', () => {
  it('accepts a valid age, email and a 6-character password', () => {
    expect(checkSignUpBasics(valid)).toBeNull();
  });

  it.each([
    ['a missing email', { ...valid, email: '' }],
    ['an email without @', { ...valid, email: 'sam.example.com' }],
    ['a missing password', { ...valid, password: '' }],
    ['a 5-character password', { ...valid, password: '12345' }],
    ['age 0', { ...valid, age: 0 }],
    ['a negative age', { ...valid, age: -3 }],
    ['a fractional age', { ...valid, age: 15.5 }],
    ['an age that is not a number', { ...valid, age: Number.NaN }],
  ])("refuses %s with 'Please enter a valid age, email, ...'", (_, input) => {
    expect(checkSignUpBasics(input)).toBe(uiText.invalidSignUpFields);
  });

  it("refuses age 10 with 'Sorry, you must be at least 11 years old to sign up.'", () => {
    expect(checkSignUpBasics({ ...valid, age: 10 })).toBe(
      'Sorry, you must be at least 11 years old to sign up.',
    );
  });

  it('refuses a password longer than 128 characters', () => {
    expect(checkSignUpBasics({ ...valid, password: 'x'.repeat(129) })).toBe(uiText.passwordTooLong);
  });
});

describe('checkAgeRange', () => {
  it.each([11, 25, 26, 90])('accepts age %i', (age) => {
    expect(checkAgeRange(age)).toBeNull();
  });

  it("refuses age 95 with 'Please provide a valid age between 11 and 90.'", () => {
    expect(checkAgeRange(95)).toBe('Please provide a valid age between 11 and 90.');
  });
});

describe('checkRoleAndSkills', () => {
  it('needs no role or skills from a 15-year-old', () => {
    expect(checkRoleAndSkills(15, undefined, [])).toBeNull();
  });

  it('asks a 40-year-old to choose a role', () => {
    expect(checkRoleAndSkills(40, undefined, [])).toBe(uiText.chooseRole);
  });

  it('lets a 40-year-old join as a mentee without skills', () => {
    expect(checkRoleAndSkills(40, 'mentee', [])).toBeNull();
  });

  it("refuses a mentor with no skills with 'As a mentor, you need at least 1 area of expertise.'", () => {
    expect(checkRoleAndSkills(40, 'mentor', [])).toBe(
      'As a mentor, you need at least 1 area of expertise.',
    );
  });

  it("refuses a sixth skill with 'You can select a maximum of 5 skills.'", () => {
    const six = ['Python', 'SQL', 'Law', 'Nursing', 'Sales', 'Welding'];
    expect(checkRoleAndSkills(40, 'mentor', six)).toBe('You can select a maximum of 5 skills.');
  });

  it('accepts 1 to 5 catalogue skills', () => {
    expect(checkRoleAndSkills(40, 'mentor', ['Python'])).toBeNull();
    expect(
      checkRoleAndSkills(40, 'mentor', ['Python', 'SQL', 'Law', 'Nursing', 'Sales']),
    ).toBeNull();
  });

  it('refuses a skill outside the catalogue, and a skill listed twice', () => {
    expect(checkRoleAndSkills(40, 'mentor', ['Basket weaving'])).toBe(uiText.unknownSkill);
    expect(checkRoleAndSkills(40, 'mentor', ['Python', 'Python'])).toBe(uiText.unknownSkill);
  });
});

describe('resolveRole', () => {
  it('makes ages 11 to 25 mentees whatever they asked for', () => {
    expect(resolveRole(11, 'mentor')).toBe('mentee');
    expect(resolveRole(25, undefined)).toBe('mentee');
  });

  it('gives ages 26 to 90 the role they chose', () => {
    expect(resolveRole(26, 'mentor')).toBe('mentor');
    expect(resolveRole(90, 'mentee')).toBe('mentee');
  });
});

describe('small rules', () => {
  it('stores only ages 11 to 90', () => {
    expect([10, 11, 90, 91, 30.5].map(isAccountAge)).toEqual([false, true, true, false, false]);
  });

  it('reaches the skill limit at 5', () => {
    expect(isSkillLimitReached(4)).toBe(false);
    expect(isSkillLimitReached(5)).toBe(true);
  });

  it('lower-cases and trims emails', () => {
    expect(normalizeEmail('  Sam@Example.COM ')).toBe('sam@example.com');
  });
});
