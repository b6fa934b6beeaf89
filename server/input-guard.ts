// NUL characters in requests. PostgreSQL cannot store or compare text holding U+0000: a NUL in
// a content path, a query parameter, a JSON body or a GraphQL string failed inside the
// database as an internal error (HTTP 500). Such a request is refused before any route or
// resolver runs, with a 400 that names the offending value. The checks sit in two places: every
// HTTP request (address and JSON body) and every GraphQL operation (its string literals
// and variables, which may also arrive escaped as \u0000 in the query text or a GET parameter).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const nulInAddress = 'The request address contains a NUL character (%00), which is not allowed.';
export const nulIn = (where: string) => `"${where}" contains a NUL character, which is not allowed.`;

const NUL = '\u0000';
const ENCODED_NUL = /%00/i;

/**
 * Where in a JSON-like value a string (or an object key) holds a NUL, as a path such as
 * `input.firstname` or `searches[0].q`; null when none does. Iterative: a deeply nested body
 * cannot overflow the stack.
 */
export function nulPath(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path || '(value)';
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}[${i}]`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

/** The 400 answer in the shape of the API the request went to. */
function refuse(request: FastifyRequest, reply: FastifyReply, message: string) {
  const url = request.url;
  reply.status(400).header('cache-control', 'no-store');
  if (url === '/graphql' || url.startsWith('/graphql?') || url.startsWith('/graphql/'))
    return reply.send({
      data: null,
      errors: [{ message, extensions: { category: 'graphql-input', code: 'INVALID_INPUT' } }],
    });
  // The search service answers like Typesense: `{ "message": … }`.
  if (url.startsWith('/search/')) return reply.send({ message });
  return reply.send({ error: message, statusCode: 400 });
}

async function inputGuard(app: FastifyInstance): Promise<void> {
  // The address is checked before anything else runs (routing decodes %00 into path parameters).
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes(NUL))
      return refuse(request, reply, nulInAddress);
  });
  // The parsed body, before any handler sees it. (Cookies are not checked: the two the server
  // reads, the store code and the signed content session, never reach the database, and a
  // stray cookie of another site on the domain must not lock a visitor out.)
  app.addHook('preValidation', async (request, reply) => {
    const body = nulPath(request.body, '');
    if (body) return refuse(request, reply, nulIn(body));
  });
}

export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' });

interface AstNode {
  kind?: string;
  value?: unknown;
  name?: { value?: string };
}

/**
 * The argument or input field whose string literal in a GraphQL document holds a NUL (written
 * `"\u0000"` in the query text), or null. Walks the syntax tree iteratively, skipping locations.
 */
export function nulInDocument(document: unknown): string | null {
  const stack: [unknown, string][] = [[document, '']];
  while (stack.length > 0) {
    const [node, where] = stack.pop() as [unknown, string];
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, where]);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const ast = node as AstNode;
    if (ast.kind === 'StringValue' && typeof ast.value === 'string' && ast.value.includes(NUL))
      return where || '(value)';
    const named =
      (ast.kind === 'Argument' || ast.kind === 'ObjectField') && typeof ast.name?.value === 'string'
        ? where
          ? `${where}.${ast.name.value}`
          : ast.name.value
        : where;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && typeof child === 'object') stack.push([child, named]);
    }
  }
  return null;
}

/** Documents walked before: mercurius keeps one parsed document per query text and reuses it. */
const literalsChecked = new WeakMap<object, string | null>();

function nulInDocumentOnce(document: unknown): string | null {
  if (document === null || typeof document !== 'object') return nulInDocument(document);
  const known = literalsChecked.get(document);
  if (known !== undefined) return known;
  const found = nulInDocument(document);
  literalsChecked.set(document, found);
  return found;
}

/** The message for the first NUL in an operation's literals or variables, or null. */
export function nulInOperation(document: unknown, variables: unknown): string | null {
  const literal = nulInDocumentOnce(document);
  if (literal) return nulIn(literal);
  const variable = nulPath(variables ?? {}, '');
  return variable ? nulIn(`$${variable}`) : null;
}
