import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DocumentNode, type ExecutionResult, GraphQLError, Kind, parse } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { createCaptcha } from './captcha.ts';
import { createCatalogCache } from './catalog-cache.ts';
import { createPaymentProviders } from './payment-providers.ts';
import { paymentWebhooks } from './payment-webhooks.ts';
import type { CommerceContext, CommerceServices } from './context.ts';
import { CommerceError, maskInternalErrors, STORE_NOT_FOUND } from './errors.ts';
import { bodyMessage, bytesMessage, costError, QUERY_LIMITS, queryLimitsRule } from './query-limits.ts';
import { createOperationRateLimits } from './rate-limits.ts';
import { resolvers } from './resolvers.ts';
import {
  clearSessionCookies,
  crossSiteRefusal,
  customerTokenOf,
  setSessionCookies,
} from './session-cookies.ts';
import { nulInOperation } from '../input-guard.ts';

const schemaDir = path.resolve(import.meta.dirname, '../../graphql/schema');

/** The commerce SDL: every file of graphql/schema, in name order (as codegen reads it). */
export function readCommerceSchema(dir = schemaDir): string {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

const FALLBACK_STORE = 'de';

/**
 * The commerce API: Magento-compatible GraphQL at /graphql. The `Store` header picks the store
 * view (language, currency); without it the default store view answers.
 */
async function commerce(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const services: CommerceServices = {
    config: app.config,
    mailer: app.mails,
    captcha: createCaptcha({ enabled: app.config.captcha, hmacKey: app.config.captchaHmacKey }),
    catalog: createCatalogCache(app.database),
    background: app.background,
    payments: createPaymentProviders(app.config),
  };
  const storeCodeOf = async (request: FastifyRequest): Promise<string> => {
    const header = request.headers.store;
    const requested = (Array.isArray(header) ? header[0] : header)?.trim();
    if (requested) return requested;
    return (await services.catalog.defaultStoreCode()) ?? FALLBACK_STORE;
  };
  await app.register(paymentWebhooks, {
    db,
    providers: services.payments,
    mailer: services.mailer,
    publicUrl: app.config.publicUrl,
  });

  const headerOf = (request: FastifyRequest, name: string): string | null => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || null;
  };
  const cookieOptions = {
    publicUrl: app.config.publicUrl,
    maxAgeSeconds: app.config.customerTokenTtlSeconds,
  };

  // Cookie sessions need CSRF protection (session-cookies.ts): only JSON bodies, nothing a
  // browser marks as sent from another site. A body larger than any client needs is refused before
  // it is read, and query text longer than any client needs before it is parsed: parsing
  // thousands of aliases blocked the event loop for milliseconds per request (query-limits.ts,
  // `body` and `bytes`).
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > QUERY_LIMITS.body) return reply.status(413).send(graphqlErrorBody(bodyMessage(declared)));
    const refusal = crossSiteRefusal(request, app.config.publicUrl);
    if (refusal) return reply.status(refusal.statusCode).send(graphqlErrorBody(refusal.message));
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    const length = queryTextBytes(request);
    if (length > QUERY_LIMITS.bytes) return reply.status(400).send(graphqlErrorBody(bytesMessage(length)));
  });

  // Answers depend on the visitor (token, cart, store view): never kept by a shared cache or the
  // browser's HTTP cache. Validation and limit errors too (they may name the request's values).
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === '/graphql') reply.header('cache-control', 'private, no-store');
  });

  // A fresh proof-of-work challenge for the captcha widget (registration, sign-in, password reset).
  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.captcha.challenge();
  });

  const formatErrors = (
    execution: ExecutionResult & { errors: readonly GraphQLError[] },
    context: MercuriusContext,
  ) => {
    const errors = maskInternalErrors(execution.errors ?? [], (error) =>
      app.log.error({ err: error }, 'commerce GraphQL request failed'),
    );
    return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  };

  await app.register(mercurius, {
    schema: readCommerceSchema(),
    resolvers: resolvers as IResolvers,
    path: '/graphql',
    jit: 1,
    graphiql: false,
    // Limits checked before any resolver runs (see query-limits.ts): the parser stops at a
    // token limit, validation rejects too many aliases, too deep or too complex documents.
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.tokens } },
    validationRules: [queryLimitsRule],
    context: async (request, reply): Promise<CommerceContext> => {
      const token = customerTokenOf(request);
      return {
        db,
        storeCode: await storeCodeOf(request),
        bearerToken: token?.token ?? null,
        tokenSource: token?.source ?? null,
        sessionCookies: {
          set: (value) => setSessionCookies(request, reply, value, cookieOptions),
          clear: () => clearSessionCookies(request, reply, app.config.publicUrl),
        },
        captchaToken: headerOf(request, 'x-recaptcha'),
        services,
      };
    },
    errorFormatter: formatErrors,
    // Errors about the request itself (syntax, validation and the limits, NUL characters) carry
    // their GraphQL errors in `errors` and are answered as mercurius' own handler answers them,
    // but without first wrapping the error in a GraphQLError: the wrapper copies the error's
    // stack trace, and formatting it (through the source maps) cost more than the rest of a
    // refusal, which an attack sends thousands of times a second.
    errorHandler: async (error, _request, reply) => {
      const errors = (error as { errors?: unknown }).errors;
      if (Array.isArray(errors) && errors.length > 0 && errors.every(isGraphQLError)) {
        const statusCode =
          errors.length === 1 && typeof error.statusCode === 'number' ? error.statusCode : 200;
        reply.log.info({ err: error }, error.message);
        reply.code(statusCode).send({ data: null, errors: errors.map((e) => e.toJSON()) });
        return;
      }
      const { statusCode, response } = formatErrors({ errors: [asGraphQLError(error)] }, {
        reply,
        app,
      } as unknown as MercuriusContext);
      reply.code(statusCode).send(response);
    },
  });

  // Mercurius takes a query that is not GraphQL for a JSON-encoded syntax tree. That would bypass
  // the token limit and feed validation with anything (`{"query":"0"}` was an internal error):
  // only documents parsed from the request's text are run; anything else is its syntax error.
  const sources = new WeakMap<object, string>();
  app.graphql.addHook('preParsing', async (_schema, source, context) => {
    sources.set(context, source);
  });
  app.graphql.addHook('preValidation', async (_schema, document, context) => {
    const source = sources.get(context);
    if (isParsedFrom(document, source)) return;
    let syntaxError: unknown = new GraphQLError('Syntax Error: Unexpected input.');
    try {
      parse(source ?? '', { maxTokens: QUERY_LIMITS.tokens });
    } catch (error) {
      syntaxError = error;
    }
    throw requestError([syntaxError as GraphQLError]);
  });

  // A NUL in a string literal or variable would fail in the database (input-guard.ts).
  app.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
    const message = nulInOperation(document, variables);
    if (message)
      throw requestError([
        new GraphQLError(message, { extensions: { category: 'graphql-input', code: 'INVALID_INPUT' } }),
      ]);
  });

  // The cost of a request depends on its variables (page sizes), so it is checked per request,
  // before any resolver runs.
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    const error = costError(schema, document, variables as Record<string, unknown> | undefined);
    if (error) throw requestError([error]);
  });

  // Login, registration, password reset, email checks, reviews, stock alerts and coupons are
  // limited per client (rate-limits.ts), counted by the fields asked for, before any resolver runs.
  const checkRateLimits = await createOperationRateLimits(app, app.config.rateLimits);
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const { reply } = context as unknown as { reply: FastifyReply };
    await checkRateLimits(reply.request, document, reply);
  });

  // Magento rejects a request for an unknown store view before running any field, with one error.
  app.graphql.addHook('preExecution', async (_schema, _document, context) => {
    const { storeCode } = context as unknown as CommerceContext;
    if (!(await services.catalog.store(storeCode))) {
      const cause = new CommerceError(STORE_NOT_FOUND);
      throw new GraphQLError(cause.message, { originalError: cause, extensions: cause.extensions });
    }
  });
}

/** By name, not instanceof: mercurius may load graphql's CommonJS build and we its ES module build. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'toJSON' in error;
}

/** The error as mercurius' default handler wraps it (its `toGraphQLError`). */
function asGraphQLError(error: Error): GraphQLError {
  if (isGraphQLError(error)) return error;
  const e = error as Error & Partial<GraphQLError>;
  const wrapped = new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    originalError: e,
    extensions: e.extensions,
  });
  (wrapped as { locations?: unknown }).locations = e.locations;
  return wrapped;
}

/** True when the document is the parser's result for exactly this request text. */
function isParsedFrom(document: DocumentNode, source: string | undefined): boolean {
  const candidate = document as Partial<DocumentNode> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.kind === Kind.DOCUMENT &&
    source !== undefined &&
    candidate.loc?.source?.body === source
  );
}

/** The bytes of the query text (of every query in a batch), without parsing it. */
function queryTextBytes(request: FastifyRequest): number {
  const source = request.method === 'GET' ? request.query : request.body;
  const items = Array.isArray(source) ? source : [source];
  let total = 0;
  for (const item of items) {
    const query = typeof item === 'object' && item !== null ? (item as { query?: unknown }).query : item;
    if (typeof query === 'string') total += Buffer.byteLength(query);
  }
  return total;
}

const graphqlErrorBody = (message: string) => ({
  data: null,
  errors: [{ message, extensions: { category: 'graphql-input' } }],
});

/** An error about the request itself: answered 400 with its GraphQL errors, like a validation error. */
function requestError(errors: GraphQLError[]): Error {
  return Object.assign(new Error('Graphql validation error'), { statusCode: 400, errors });
}

export const commercePlugin = fp(commerce, { name: 'commerce', fastify: '5.x' });
