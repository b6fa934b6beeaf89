// The part of loglevel that the `typesense` client uses (setLevel, debug, warn, error), on the
// console. The browser build resolves `loglevel` to this module (vite.config.ts), like axios to
// typesense-fetch.ts: the results page carries the search client within its JavaScript budget.
// The client's level is 'warn': its debug lines (one per request) are dropped.

const quiet = (): void => {};

export const setLevel = quiet;
export const trace = quiet;
export const debug = quiet;
export const info = quiet;
export const warn = (...args: unknown[]): void => console.warn(...args);
export const error = (...args: unknown[]): void => console.error(...args);

export default { setLevel, trace, debug, info, warn, error };
