import { GraphQLError } from 'graphql';
import {
  type ApiErrorCode,
  ERRORS,
  type ErrorCategory,
  type ErrorCode,
  errorCodeOf,
} from '../../domain/errors.ts';

export type { ErrorCategory };

/**
 * An error a client can cause and correct: its message reaches the client unchanged, with a
 * stable code (domain/errors.ts) the client translates by. Any other error is internal and is
 * replaced by a generic message (see maskInternalErrors).
 */
export class CommerceError extends Error {
  readonly extensions: { category: ErrorCategory; code: ApiErrorCode };

  constructor(message: string, category: ErrorCategory = 'graphql-input', code?: ApiErrorCode) {
    super(message);
    this.name = 'CommerceError';
    this.extensions = { category, code: code ?? errorCodeOf(message, category) };
  }

  /**
   * The error of a code with its text in the store view's language (`message`, Magento's English
   * one by default): the code stays the same in every language, so the client translates by it.
   */
  static coded(code: ErrorCode, message: string = ERRORS[code].message): CommerceError {
    return new CommerceError(message, ERRORS[code].category, code);
  }
}

export const STORE_NOT_FOUND = ERRORS.STORE_NOT_FOUND.message;
export const GENERIC_ERROR = ERRORS.INTERNAL.message;

interface ErrorLike {
  name?: string;
  originalError?: unknown;
  statusCode?: unknown;
}

/** True when the error was raised on purpose or describes the request itself (syntax, validation). */
export function isPublicError(error: GraphQLError): boolean {
  // Hooks and resolvers may wrap an error more than once; what counts is where the chain ends.
  // Names, not instanceof: mercurius may load graphql's CommonJS build and we its ES module build.
  let current: ErrorLike = error;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof CommerceError || current.name === 'CommerceError') return true;
    // Mercurius reports invalid queries (validation, syntax) as 4xx Fastify errors.
    if (typeof current.statusCode === 'number') return current.statusCode < 500;
    const next = current.name === 'GraphQLError' ? current.originalError : undefined;
    if (!(next instanceof Error)) return current.name === 'GraphQLError';
    current = next;
  }
  return false;
}

/**
 * Keeps public errors and replaces internal ones by a generic error at the same path; `log`
 * receives each internal error so nothing is lost.
 */
export function maskInternalErrors(
  errors: readonly GraphQLError[],
  log: (error: Error) => void,
): GraphQLError[] {
  return errors.map((error) => {
    if (isPublicError(error)) return error;
    log(error.originalError ?? error);
    return new GraphQLError(GENERIC_ERROR, {
      nodes: error.nodes,
      path: error.path,
      extensions: { category: 'internal', code: 'INTERNAL' },
    });
  });
}
