// Typesense search parameters, read from a query string or a multi_search body and checked
// against the collection's schema. Anything wrong is a 4xx with Typesense's message.
import type { CollectionDefinition, FieldSchema } from './collections.ts';
import { SearchError } from './errors.ts';
import { type FilterNode, parseFilter } from './filter.ts';

export interface SortClause {
  field: string;
  order: 'asc' | 'desc';
}

export interface SearchRequest {
  q: string;
  queryBy: string[];
  queryByWeights: number[] | null;
  filter: FilterNode | null;
  facetBy: FieldSchema[];
  maxFacetValues: number;
  sortBy: SortClause[];
  page: number;
  perPage: number;
  includeFields: string[] | null;
  excludeFields: string[];
  highlightFields: string[] | null;
  prefix: boolean;
  numTypos: number;
  highlightStartTag: string;
  highlightEndTag: string;
}

export const MAX_PER_PAGE = 250;
const MAX_QUERY_LENGTH = 500;

function text(raw: Record<string, unknown>, name: string): string | undefined {
  const v = raw[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new SearchError(400, `Parameter \`${name}\` must be a string.`);
}

function list(raw: Record<string, unknown>, name: string): string[] {
  const v = raw[name];
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
  const s = text(raw, name);
  return s === undefined
    ? []
    : s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
}

function positiveInt(raw: Record<string, unknown>, name: string, fallback: number, min: number): number {
  const s = text(raw, name);
  if (s === undefined || s === '') return fallback;
  if (!/^\d{1,9}$/.test(s.trim()))
    throw new SearchError(400, `Parameter \`${name}\` must be an unsigned integer.`);
  const n = Number(s);
  if (n < min) throw new SearchError(400, `Parameter \`${name}\` must be at least ${min}.`);
  return n;
}

function bool(raw: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const s = text(raw, name);
  if (s === undefined) return fallback;
  return s.split(',')[0]?.trim() !== 'false';
}

export function fieldOf(c: CollectionDefinition, name: string): FieldSchema | undefined {
  return c.fields.find((f) => f.name === name);
}

/** The checked search request of `raw` (string values from a query string, or JSON values). */
export function parseSearchParams(c: CollectionDefinition, raw: Record<string, unknown>): SearchRequest {
  const q = text(raw, 'q');
  if (q === undefined) throw new SearchError(400, 'Parameter `q` is required.');
  if (q.length > MAX_QUERY_LENGTH) throw new SearchError(400, 'Parameter `q` is too long.');
  const wildcard = q.trim() === '*' || q.trim() === '';

  const queryBy = list(raw, 'query_by');
  if (!wildcard && queryBy.length === 0)
    throw new SearchError(400, 'No search fields specified for the query.');
  for (const name of queryBy) {
    const field = fieldOf(c, name);
    if (!field) throw new SearchError(404, `Could not find a field named \`${name}\` in the schema.`);
    if (!c.weights[name] || (field.type !== 'string' && field.type !== 'string[]'))
      throw new SearchError(400, `Field \`${name}\` should be a string or a string array.`);
  }
  const weightsRaw = list(raw, 'query_by_weights');
  let queryByWeights: number[] | null = null;
  if (weightsRaw.length > 0) {
    if (weightsRaw.length !== queryBy.length)
      throw new SearchError(
        400,
        'Number of weights in `query_by_weights` does not match number of `query_by` fields.',
      );
    queryByWeights = weightsRaw.map((w) => {
      if (!/^\d{1,3}$/.test(w))
        throw new SearchError(400, 'Parameter `query_by_weights` must be a list of integers.');
      return Number(w);
    });
  }

  const filterText = text(raw, 'filter_by')?.trim();
  const filter = filterText ? parseFilter(filterText) : null;
  if (filter) checkFilterFields(c, filter);

  const facetBy = list(raw, 'facet_by').map((name) => {
    const field = fieldOf(c, name);
    if (!field?.facet)
      throw new SearchError(404, `Could not find a facet field named \`${name}\` in the schema.`);
    return field;
  });

  const sortBy = list(raw, 'sort_by').map((clause): SortClause => {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s*:\s*(asc|desc|ASC|DESC))?$/.exec(clause);
    if (!m) throw new SearchError(400, `Parameter \`sort_by\` is malformed: \`${clause}\`.`);
    const field = m[1] ?? '';
    const order = (m[2]?.toLowerCase() ?? 'desc') as 'asc' | 'desc';
    if (field !== '_text_match' && !fieldOf(c, field)?.sort)
      throw new SearchError(404, `Could not find a field named \`${field}\` in the schema for sorting.`);
    return { field, order };
  });
  if (sortBy.length > 3) throw new SearchError(400, 'Only upto 3 sort_by fields can be specified.');

  const perPage = positiveInt(raw, 'per_page', 10, 0);
  if (perPage > MAX_PER_PAGE)
    throw new SearchError(422, `Only upto ${MAX_PER_PAGE} hits can be fetched per page.`);
  const page = positiveInt(raw, 'page', 1, 1);
  if (page * perPage > 100_000)
    throw new SearchError(422, 'Page and per_page reach beyond the results that can be fetched.');

  const includeFields = list(raw, 'include_fields');
  const highlightFields = list(raw, 'highlight_fields');
  return {
    q: wildcard ? '*' : q,
    queryBy,
    queryByWeights,
    filter,
    facetBy,
    maxFacetValues: Math.min(positiveInt(raw, 'max_facet_values', 10, 0), 1000),
    sortBy,
    page,
    perPage,
    includeFields: includeFields.length > 0 ? includeFields : null,
    excludeFields: list(raw, 'exclude_fields'),
    highlightFields: highlightFields.length > 0 ? highlightFields : null,
    prefix: bool(raw, 'prefix', true),
    numTypos: Math.min(positiveInt(raw, 'num_typos', 2, 0), 2),
    highlightStartTag: (text(raw, 'highlight_start_tag') ?? '<mark>').slice(0, 50),
    highlightEndTag: (text(raw, 'highlight_end_tag') ?? '</mark>').slice(0, 50),
  };
}

const NUMERIC = new Set(['int32', 'int64', 'float']);

function checkFilterFields(c: CollectionDefinition, node: FilterNode): void {
  if (node.kind !== 'condition') {
    for (const child of node.children) checkFilterFields(c, child);
    return;
  }
  const field = fieldOf(c, node.field);
  if (!field || field.index === false)
    throw new SearchError(400, `Could not find a filter field named \`${node.field}\` in the schema.`);
  const numeric = NUMERIC.has(field.type);
  for (const v of node.values) {
    if (v.kind === 'range') {
      if (!numeric) throw new SearchError(400, `Range filter on non-numeric field \`${node.field}\`.`);
      if (!Number.isFinite(Number(v.from)) || !Number.isFinite(Number(v.to)))
        throw new SearchError(400, `Error with filter field \`${node.field}\`: Not a numerical range.`);
    } else if (numeric && !Number.isFinite(Number(v.value))) {
      throw new SearchError(
        400,
        `Error with filter field \`${node.field}\`: Numerical field has an invalid comparator.`,
      );
    } else if (field.type === 'bool' && v.value !== 'true' && v.value !== 'false') {
      throw new SearchError(400, `Value of filter field \`${node.field}\` must be \`true\` or \`false\`.`);
    }
  }
  if (!numeric && ['>', '>=', '<', '<='].includes(node.op))
    throw new SearchError(400, `Error with filter field \`${node.field}\`: Not a numerical field.`);
}
