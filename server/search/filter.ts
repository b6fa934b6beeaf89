// Typesense's filter_by language, the part the shop uses: `field:value`, `field:=value`,
// `field:!=value`, `field:[a,b]`, `field:>n` (>=, <, <=), `field:[a..b]`, backtick-quoted values,
// conditions joined by `&&` and `||` (&& binds tighter) and parentheses.
import { SearchError } from './errors.ts';

export type Comparison = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type FilterValue = { kind: 'value'; value: string } | { kind: 'range'; from: string; to: string };

export type FilterNode =
  | { kind: 'and' | 'or'; children: FilterNode[] }
  | { kind: 'condition'; field: string; op: Comparison; values: FilterValue[] };

const MAX_LENGTH = 4000;
const MAX_DEPTH = 20;

export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_LENGTH) throw new SearchError(400, 'Filter expression is too long.');
  let pos = 0;
  const fail = (): never => {
    throw new SearchError(400, `Could not parse the filter query: \`${input}\`.`);
  };
  const skip = () => {
    while (pos < input.length && /\s/.test(input[pos] ?? '')) pos += 1;
  };
  const peek = (s: string) => input.startsWith(s, pos);

  const value = (stops: string): string => {
    skip();
    if (input[pos] === '`') {
      const end = input.indexOf('`', pos + 1);
      if (end < 0) fail();
      const v = input.slice(pos + 1, end);
      pos = end + 1;
      return v;
    }
    const start = pos;
    while (pos < input.length && !stops.includes(input[pos] ?? '') && !peek('&&') && !peek('||')) pos += 1;
    const v = input.slice(start, pos).trim();
    if (v === '') fail();
    return v;
  };

  const listItem = (): FilterValue => {
    const v = value(',]');
    const range = /^(-?[\d.]+)\s*\.\.\s*(-?[\d.]+)$/.exec(v);
    return range ? { kind: 'range', from: range[1] ?? '', to: range[2] ?? '' } : { kind: 'value', value: v };
  };

  const condition = (): FilterNode => {
    skip();
    const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(input.slice(pos));
    if (!match) fail();
    const field = match?.[0] ?? '';
    pos += field.length;
    skip();
    if (input[pos] !== ':') fail();
    pos += 1;
    skip();
    let op: Comparison = '=';
    for (const candidate of ['!=', '>=', '<=', '=', '>', '<'] as const) {
      if (peek(candidate)) {
        op = candidate;
        pos += candidate.length;
        break;
      }
    }
    skip();
    const values: FilterValue[] = [];
    if (input[pos] === '[') {
      pos += 1;
      for (;;) {
        values.push(listItem());
        skip();
        if (input[pos] === ',') {
          pos += 1;
          continue;
        }
        if (input[pos] === ']') {
          pos += 1;
          break;
        }
        fail();
      }
    } else {
      values.push({ kind: 'value', value: value(')') });
    }
    return { kind: 'condition', field, op, values };
  };

  const primary = (depth: number): FilterNode => {
    skip();
    if (input[pos] === '(') {
      pos += 1;
      const node = expression(depth + 1);
      skip();
      if (input[pos] !== ')') fail();
      pos += 1;
      return node;
    }
    return condition();
  };

  const conjunction = (depth: number): FilterNode => {
    const children = [primary(depth)];
    for (skip(); peek('&&'); skip()) {
      pos += 2;
      children.push(primary(depth));
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children };
  };

  function expression(depth: number): FilterNode {
    if (depth > MAX_DEPTH) fail();
    const children = [conjunction(depth)];
    for (skip(); peek('||'); skip()) {
      pos += 2;
      children.push(conjunction(depth));
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children };
  }

  const node = expression(0);
  skip();
  if (pos !== input.length) fail();
  return node;
}
