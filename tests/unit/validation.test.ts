import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../src/lib/i18n.ts';
import { captchaTokenField, emailField, withNewPassword } from '../../src/lib/validation.ts';

function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('withNewPassword: one rule for registration, password reset and change password', () => {
  beforeAll(async () => {
    await activateLanguage('en');
  });

  const schema = () =>
    withNewPassword(i18n, { email: emailField(i18n), captchaToken: captchaTokenField(i18n) });

  it('accepts matching passwords that follow the rules', () => {
    const result = v.safeParse(schema(), {
      email: 'a@example.com',
      password: 'secret123',
      passwordConfirmation: 'secret123',
      captchaToken: 'x',
    });
    expect(result.success).toBe(true);
  });

  it("reports 'Passwords don't match' on the confirmation, also while other fields are wrong", () => {
    const issues = issuesOf(schema(), {
      email: 'not-an-address',
      password: 'secret123',
      passwordConfirmation: 'secret124',
      captchaToken: '',
    });
    expect(issues.passwordConfirmation).toEqual(["Passwords don't match"]);
    expect(issues.email).toEqual(['The email field must be a valid email']);
    expect(issues.captchaToken).toEqual(['Please solve the captcha']);
  });

  it('keeps the password rules and the required confirmation', () => {
    const issues = issuesOf(schema(), {
      email: 'a@example.com',
      password: 'short',
      passwordConfirmation: '',
      captchaToken: 'x',
    });
    expect(issues.password).toContain('The field should have at least 8 characters');
    expect(issues.passwordConfirmation?.[0]).toBe('This field is required');
  });

  it('speaks German after a language switch', async () => {
    await activateLanguage('de');
    const issues = issuesOf(schema(), {
      email: 'a@example.com',
      password: 'secret123',
      passwordConfirmation: 'secret999',
      captchaToken: 'x',
    });
    expect(issues.passwordConfirmation?.[0]).not.toBe("Passwords don't match");
    expect(issues.passwordConfirmation?.[0]).toMatch(/Passw/);
    await activateLanguage('en');
  });
});
