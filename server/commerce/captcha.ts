// Proof-of-work captcha (ALTCHA, self-hosted) for registration, sign-in and password reset. The
// client fetches a signed challenge from GET /captcha/challenge, solves it and sends the base64
// payload in the `X-ReCaptcha` header (Magento's header for captcha tokens). A solution is
// accepted once: its challenge is recorded (hashed) in the database until the challenge expires,
// so a replay is refused on any server instance.
import { createHash, randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchaSolutions } from '../db/schema.ts';
import { ERRORS } from '../../domain/errors.ts';
import { CommerceError } from './errors.ts';

export const CAPTCHA_FAILED = ERRORS.CAPTCHA_FAILED.message;
/** Challenges expire after 10 minutes. */
export const CHALLENGE_TTL_SECONDS = 600;
/** Three hex zeros: about 4,000 SHA-256 hashes, well under a second on a phone. */
const KEY_PREFIX = '000';

export interface Captcha {
  readonly enabled: boolean;
  challenge(): Promise<Challenge>;
  /** Throws CAPTCHA_FAILED unless the payload solves one of our challenges for the first time. */
  verify(db: Db, payload: string | null): Promise<void>;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || !('challenge' in parsed) || !('solution' in parsed))
      return null;
    const { challenge, solution } = parsed as Payload;
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution?.counter !== 'number')
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptcha(opts: { enabled: boolean; hmacKey: string | undefined }): Captcha {
  const secret = opts.hmacKey ?? randomBytes(32).toString('hex');
  return {
    enabled: opts.enabled,
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        keyPrefix: KEY_PREFIX,
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      }),
    async verify(db, payload) {
      if (!opts.enabled) return;
      const parsed = payload ? parsePayload(payload) : null;
      if (!parsed) throw new CommerceError(CAPTCHA_FAILED);
      const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret: secret }).catch(
        () => null,
      );
      if (!result?.verified) throw new CommerceError(CAPTCHA_FAILED);
      const now = new Date();
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
      const expiresAt = parsed.challenge.parameters.expiresAt;
      const inserted = await db
        .insert(captchaSolutions)
        .values({
          challengeHash: createHash('sha256').update(parsed.challenge.parameters.nonce).digest('hex'),
          expiresAt: new Date((expiresAt ?? now.getTime() / 1000 + CHALLENGE_TTL_SECONDS) * 1000),
        })
        .onConflictDoNothing()
        .returning({ hash: captchaSolutions.challengeHash });
      if (inserted.length === 0) throw new CommerceError(CAPTCHA_FAILED);
    },
  };
}
