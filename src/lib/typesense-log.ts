// The part of loglevel that the `typesense` client uses (setLevel, debug, warn, error), on the
// console. The browser build resolves `loglevel` to this module (vite.config.ts), like axios to
// typesense-fetch.ts: the results page carries the search client within its JavaScript budget.

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const;
type Level = (typeof LEVELS)[number];

let threshold = LEVELS.indexOf('warn');

/** Messages below this level (typesense's `logLevel`, default 'warn') are dropped. */
export function setLevel(level: Level | number): void {
  const index = typeof level === 'number' ? level : LEVELS.indexOf(level);
  threshold = index >= 0 ? index : threshold;
}

const at =
  (level: Exclude<Level, 'silent'>) =>
  (...args: unknown[]): void => {
    if (LEVELS.indexOf(level) >= threshold) console[level](...args);
  };

export const trace = at('trace');
export const debug = at('debug');
export const info = at('info');
export const warn = at('warn');
export const error = at('error');

export default { setLevel, trace, debug, info, warn, error };
