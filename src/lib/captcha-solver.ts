// Solves a fresh proof-of-work challenge of the shop's own captcha, the way the widget does.
// Used where a flow needs a second captcha token without asking the shopper again: right after
// registration the session logs in, and the registration's token is accepted only once.

const CHALLENGE_URL = '/captcha/challenge';

export async function solveFreshCaptcha(): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const res = await fetch(CHALLENGE_URL, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`captcha challenge: HTTP ${res.status}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
