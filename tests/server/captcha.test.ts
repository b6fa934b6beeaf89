import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: true });

const FAILED = 'Captcha verification failed. Please try again.';
const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const TOKEN =
  'mutation { generateCustomerToken(email: "captcha1@example.com", password: "geheim123") { token } }';
const RESET_MAIL = 'mutation { requestPasswordResetEmail(email: "captcha1@example.com") }';

/** Fetches a challenge and solves it as the widget does; the payload goes into X-ReCaptcha. */
async function solvedPayload(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const challenge = res.json<Challenge>();
  expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const withCaptcha = (payload: string) => ({ headers: { 'x-recaptcha': payload } });
const input = (email: string) => ({ input: { email, password: 'geheim123', firstname: 'C', lastname: 'D' } });

describe('captcha', () => {
  it('is required for registration, sign-in and password reset', async () => {
    expect((await gql(t.app, CREATE, input('ohne@example.com'))).errors?.[0]?.message).toBe(FAILED);
    expect((await gql(t.app, TOKEN)).errors?.[0]?.message).toBe(FAILED);
    expect((await gql(t.app, RESET_MAIL)).errors?.[0]?.message).toBe(FAILED);
    expect(
      (await gql(t.app, CREATE, input('x@example.com'), withCaptcha('bm9uc2Vuc2U='))).errors?.[0]?.message,
    ).toBe(FAILED);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const payload = await solvedPayload();
    const first = await gql(t.app, CREATE, input('captcha1@example.com'), withCaptcha(payload));
    expect(first.errors).toBeUndefined();
    const replay = await gql(t.app, CREATE, input('captcha2@example.com'), withCaptcha(payload));
    expect(replay.errors?.[0]?.message).toBe(FAILED);

    const signIn = await gql<{ generateCustomerToken: { token: string } }>(
      t.app,
      TOKEN,
      {},
      withCaptcha(await solvedPayload()),
    );
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data.generateCustomerToken.token).toBeTruthy();
    const reset = await gql(t.app, RESET_MAIL, {}, withCaptcha(await solvedPayload()));
    expect(reset.data).toEqual({ requestPasswordResetEmail: true });
  });

  it('refuses a solution whose challenge was tampered with', async () => {
    const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'));
    payload.challenge.parameters.expiresAt += 3600;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(
      (await gql(t.app, CREATE, input('forged@example.com'), withCaptcha(forged))).errors?.[0]?.message,
    ).toBe(FAILED);
  });
});
