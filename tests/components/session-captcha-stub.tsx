/** Stands in for the altcha widget in jsdom: a button that "solves" the captcha. */
export function Captcha({ onToken }: { onToken: (token: string | null) => void }) {
  return (
    <button type="button" onClick={() => onToken('solved-captcha-payload')}>
      Solve captcha
    </button>
  );
}
