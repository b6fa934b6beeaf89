// Finding 9 of issue 8: a reset request for a known address did more work before answering
// (token, mail) than one for an unknown address, so its response time told who has an account.
// Both now do the same work before the response; the lookup, the token and the mail follow it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql, useTestApp } from './helper.ts';
import { mailsTo } from './outbox.ts';

const t = useTestApp({ captcha: false, publicUrl: 'https://shop.example' });

const REQUEST = 'mutation($email: String!) { requestPasswordResetEmail(email: $email) }';
const KNOWN = 'bekannt@example.com';
const UNKNOWN = 'niemand@example.com';

afterEach(() => vi.restoreAllMocks());

/** Reset mails (registration sends a welcome mail too). */
const resetMails = (address: string) =>
  mailsTo(t.config.dataDir, address).filter((m) => m.subject === 'Reset your password');

/** Sends a reset request; returns its body and the SQL statements it ran before answering. */
async function request(email: string) {
  const before = t.app.database.statementCount;
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', store: 'en' },
    payload: { query: REQUEST, variables: { email } },
  });
  return { status: res.statusCode, body: res.body, statements: t.app.database.statementCount - before };
}

describe('password reset request for a known and an unknown address', () => {
  it('answers the same after the same statements; the lookup and the mail come after the response', async () => {
    const created = await gql(
      t.app,
      'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { email: KNOWN, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' } },
    );
    expect(created.errors).toBeUndefined();
    await request(UNKNOWN); // warms the store view cache, as any earlier visitor would
    await t.app.background.idle();

    // The tasks are held until the responses are in, so nothing of them can count towards either.
    const held: (() => Promise<void>)[] = [];
    vi.spyOn(t.app.background, 'run').mockImplementation((_name, task) => {
      held.push(task);
    });
    const known = await request(KNOWN);
    const unknown = await request(UNKNOWN);
    expect(known.status).toBe(200);
    expect(known.body).toBe('{"data":{"requestPasswordResetEmail":true}}');
    expect(unknown).toEqual(known);
    expect(held).toHaveLength(2);
    expect(resetMails(KNOWN)).toHaveLength(0);

    // After the response: the known address gets its mail, the unknown one nothing.
    for (const task of held) await task();
    expect(resetMails(KNOWN)).toHaveLength(1);
    expect(mailsTo(t.config.dataDir, UNKNOWN)).toHaveLength(0);
  });

  it('a failing mail does not reach the visitor and is logged', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    t.app.background.run('test task', async () => {
      throw new Error('smtp down');
    });
    await t.app.background.idle();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'test task', err: expect.any(Error) }),
      'background task failed',
    );
  });
});
