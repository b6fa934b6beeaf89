// The embedded search engine: PostgreSQL full-text search (german/english configurations on
// text normalised with unaccent and written-out umlauts), prefix matching on the last word, and
// typo tolerance from a lexicon of the collection's words (pg_trgm candidates, edit distance by
// fuzzystrmatch, 1 typo from 4 letters, 2 from 7, like Typesense). The same on PGlite and on a
// PostgreSQL server, and across server instances (the index is rows in the shop's database).
import { type SQL, sql } from 'drizzle-orm';
import { CHANGE_CHANNEL, type Db } from '../db/client.ts';
import { rows } from './rows.ts';
import type { CollectionDefinition, FieldSchema, Weight } from './collections.ts';
import type { FilterNode } from './filter.ts';
import type { SearchRequest } from './params.ts';
import type { SearchDocument } from './documents.ts';

const CONFIG = { de: 'german', en: 'english' } as const;
const WEIGHTS: Weight[] = ['A', 'B', 'C', 'D'];
const BATCH = 200;

/** JS twin of the database's shop_search_normalize, for highlighting. */
export function normalizeText(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldText).join(' ');
  if (typeof value === 'string') return value;
  return '';
}

/** Texts of a document per weight class (A–D). */
function weightedTexts(c: CollectionDefinition, doc: SearchDocument): Record<Weight, string> {
  const out: Record<Weight, string[]> = { A: [], B: [], C: [], D: [] };
  for (const [name, weight] of Object.entries(c.weights)) out[weight].push(fieldText(doc[name]));
  return { A: out.A.join(' '), B: out.B.join(' '), C: out.C.join(' '), D: out.D.join(' ') };
}

/**
 * The change notification of an index write (the payload on the database's change channel):
 * sent in the writing transaction, so every instance hears of it when, and only if, it commits,
 * and drops its cached answers and query expansions then.
 */
export const INDEX_CHANGE = 'search_documents';

async function announceIndexChange(db: Db): Promise<void> {
  // PostgreSQL sends one notification per transaction and payload, however often this runs.
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${INDEX_CHANGE})`);
}

/** A text[] parameter (one parameter, whatever the number of values). */
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Adds or replaces documents (by id) of a collection, with their words in the lexicon. */
export async function upsertDocuments(
  db: Db,
  c: CollectionDefinition,
  docs: readonly SearchDocument[],
): Promise<void> {
  const config = sql.raw(`'${CONFIG[c.language]}'::regconfig`);
  if (docs.length > 0) await announceIndexChange(db);
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    const texts = batch.map((d) => weightedTexts(c, d));
    const stored = (d: SearchDocument) =>
      Object.fromEntries(Object.entries(d).filter(([key]) => !c.searchOnly.includes(key)));
    const records = batch.map((d, j) => ({ id: d.id, doc: stored(d), ...texts[j] }));
    await db.execute(sql`
      insert into search_documents (collection, id, document, tsv, updated_at)
      select ${c.name}, d.id, d.doc,
        setweight(to_tsvector(${config}, shop_search_normalize(d."A")), 'A') ||
        setweight(to_tsvector(${config}, shop_search_normalize(d."B")), 'B') ||
        setweight(to_tsvector(${config}, shop_search_normalize(d."C")), 'C') ||
        setweight(to_tsvector(${config}, shop_search_normalize(d."D")), 'D'),
        now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as d(id text, doc jsonb, "A" text, "B" text, "C" text, "D" text)
      on conflict (collection, id) do update set document = excluded.document, tsv = excluded.tsv, updated_at = now()`);
    await db.execute(sql`
      insert into search_terms (collection, term)
      select distinct ${c.name}, w
      from unnest(${textArray(texts.map((t) => `${t.A} ${t.B} ${t.C}`))}) as t(text),
        regexp_split_to_table(shop_search_normalize(t.text), '[^a-z0-9]+') as w
      where length(w) between 2 and 40
      on conflict do nothing`);
  }
}

export async function deleteDocuments(db: Db, collection: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await announceIndexChange(db);
  await db.execute(
    sql`delete from search_documents where collection = ${collection} and id = any(${textArray(ids)})`,
  );
}

/** Replaces a collection's documents and lexicon with `docs`. */
export async function replaceCollection(
  db: Db,
  c: CollectionDefinition,
  docs: readonly SearchDocument[],
): Promise<void> {
  await announceIndexChange(db);
  await db.execute(sql`delete from search_documents where collection = ${c.name}`);
  await db.execute(sql`delete from search_terms where collection = ${c.name}`);
  await upsertDocuments(db, c, docs);
}

// ---------------------------------------------------------------------------
// Searching
// ---------------------------------------------------------------------------

export interface QueryWord {
  word: string;
  /** Lexicon words within the allowed typos, when the word itself is not in the lexicon. */
  typos: string[];
}

/**
 * The query's words (normalised as the index is) and, for words not in the collection's lexicon,
 * their close spellings in it. One statement.
 */
export async function expandQuery(
  db: Db,
  collection: string,
  q: string,
  r: Pick<SearchRequest, 'numTypos' | 'prefix'>,
): Promise<QueryWord[]> {
  const result = await rows<{ w: string; typos: string[] | null }>(
    db,
    sql`
    with words as (
      select w, ord from regexp_split_to_table(shop_search_normalize(${q}), '[^a-z0-9]+') with ordinality as t(w, ord)
      where w <> '' order by ord limit 12
    ), last as (select max(ord) as ord from words)
    select w.w, case
      when length(w.w) < 4 or ${r.numTypos} = 0 then null
      when exists (select 1 from search_terms e where e.collection = ${collection} and e.term = w.w) then null
      when ${r.prefix} and w.ord = (select ord from last) and exists (
        select 1 from search_terms e where e.collection = ${collection} and e.term like w.w || '%') then null
      else array(
        select st.term from search_terms st
        where st.collection = ${collection}
          and (st.term % w.w or st.term like left(w.w, 1) || '%')
          and levenshtein_less_equal(st.term, w.w, least(${r.numTypos}, case when length(w.w) >= 7 then 2 else 1 end))
            <= least(${r.numTypos}, case when length(w.w) >= 7 then 2 else 1 end)
        order by levenshtein(st.term, w.w), st.term limit 5)
      end as typos
    from words w order by w.ord`,
  );
  return result.map((row) => ({ word: row.w, typos: row.typos ?? [] }));
}

/** The tsquery text of the words: all words must match (in one of the weights), the last as prefix. */
function tsqueryText(
  words: readonly QueryWord[],
  weights: string,
  prefix: boolean,
  withTypos: boolean,
): string {
  const lexeme = (word: string, star: boolean) =>
    star || weights ? `${word}:${star ? '*' : ''}${weights}` : word;
  return words
    .map((w, i) => {
      const own = lexeme(w.word, prefix && i === words.length - 1);
      const alternatives = withTypos ? w.typos.map((t) => lexeme(t, false)) : [];
      return alternatives.length > 0 ? `(${[own, ...alternatives].join(' | ')})` : own;
    })
    .join(' & ');
}

const NUMERIC = new Set(['int32', 'int64', 'float']);

function conditionSql(c: CollectionDefinition, node: FilterNode): SQL {
  if (node.kind !== 'condition') {
    const parts = node.children.map((child) => conditionSql(c, child));
    return sql`(${sql.join(parts, node.kind === 'and' ? sql` and ` : sql` or `)})`;
  }
  const field = c.fields.find((f) => f.name === node.field) as FieldSchema;
  if (NUMERIC.has(field.type)) {
    const value = sql`(m.document ->> ${field.name})::float8`;
    const ops = { '=': '=', '!=': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' } as const;
    const parts = node.values.map((v) =>
      v.kind === 'range'
        ? sql`${value} between ${Number(v.from)} and ${Number(v.to)}`
        : sql`${value} ${sql.raw(ops[node.op])} ${Number(v.value)}`,
    );
    return sql`(${sql.join(parts, node.op === '!=' ? sql` and ` : sql` or `)})`;
  }
  const parts = node.values.map((v) => {
    const raw = v.kind === 'value' ? v.value : `${v.from}..${v.to}`;
    const value = field.type === 'bool' ? raw === 'true' : raw;
    const doc = { [field.name]: field.type === 'string[]' ? [value] : value };
    return sql`m.document @> ${JSON.stringify(doc)}::jsonb`;
  });
  const any = sql`(${sql.join(parts, sql` or `)})`;
  return node.op === '!=' ? sql`not ${any}` : any;
}

/** The sort's keys as columns of the matches (`s0`, `s1`, …) and the order over them. */
function sortKeys(c: CollectionDefinition, r: SearchRequest, text: boolean) {
  const clauses = r.sortBy.length > 0 ? [...r.sortBy] : [];
  if (clauses.length === 0) {
    if (text) clauses.push({ field: '_text_match', order: 'desc' });
    clauses.push({ field: c.default_sorting_field, order: 'desc' });
  }
  const columns: SQL[] = [];
  const keys = clauses.map(({ field, order }) => {
    const dir = order === 'asc' ? 'asc' : 'desc';
    if (field === '_text_match') return { column: 'rank', dir, nulls: '' };
    const schema = c.fields.find((f) => f.name === field) as FieldSchema;
    const column = `s${columns.length}`;
    columns.push(
      NUMERIC.has(schema.type)
        ? sql`(m.document ->> ${field})::float8 as ${sql.raw(column)}`
        : sql`lower(m.document ->> ${field}) as ${sql.raw(column)}`,
    );
    return { column, dir, nulls: ' nulls last' };
  });
  const orderBy = (alias: string) =>
    sql.raw([...keys.map((k) => `${alias}.${k.column} ${k.dir}${k.nulls}`), `${alias}.id`].join(', '));
  return { columns, orderBy };
}

/**
 * Facet counts in one pass over the matches: every (facet, value) pair counted once, then each
 * facet's top values and number of distinct values read from those counts.
 */
function facetsSql(facetBy: readonly FieldSchema[], max: number): SQL {
  const pairs = facetBy.map((f, i) =>
    f.type === 'string[]'
      ? sql`select ${i}::int as f, v from jsonb_array_elements_text(m.${sql.raw(`f${i}`)}) v`
      : sql`select ${i}::int as f, m.${sql.raw(`f${i}`)} #>> '{}' as v where m.${sql.raw(`f${i}`)} is not null`,
  );
  const facet = (f: FieldSchema, i: number) => {
    const column = sql.raw(`m.f${i}`);
    const stats = NUMERIC.has(f.type)
      ? sql`, 'stats', (select json_build_object('min', min((${column} #>> '{}')::float8), 'max', max((${column} #>> '{}')::float8),
          'avg', avg((${column} #>> '{}')::float8), 'sum', sum((${column} #>> '{}')::float8)) from m)`
      : sql``;
    return sql`${f.name}::text, json_build_object('values', (select coalesce(json_agg(json_build_object('value', x.v, 'count', x.c) order by x.c desc, x.v), '[]')
        from (select v, c from fc where fc.f = ${i} order by c desc, v limit ${max}) x),
      'total', (select count(*)::int from fc where fc.f = ${i})${stats})`;
  };
  return sql`(with fc as materialized (
      select x.f, x.v, count(*)::int as c from m cross join lateral (${sql.join(pairs, sql` union all `)}) x group by x.f, x.v)
    select json_build_object(${sql.join(facetBy.map(facet), sql`, `)}))`;
}

export interface FacetCount {
  field_name: string;
  counts: { count: number; highlighted: string; value: string }[];
  sampled: boolean;
  stats: Record<string, number>;
}

export interface Hit {
  document: Record<string, unknown>;
  highlight: Record<string, unknown>;
  highlights: { field: string; snippet?: string; snippets?: string[]; matched_tokens: unknown[] }[];
  text_match: number;
  text_match_info?: Record<string, unknown>;
}

export interface SearchResult {
  facet_counts: FacetCount[];
  found: number;
  hits: Hit[];
  out_of: number;
  page: number;
  request_params: { collection_name: string; per_page: number; q: string };
  search_cutoff: boolean;
  search_time_ms: number;
}

type ResultRow = {
  found: number;
  out_of: number;
  hits: { id: string; document: Record<string, unknown>; rank: number }[] | null;
  facets: Record<
    string,
    { values: { value: string; count: number }[]; total: number; stats?: Record<string, number> }
  > | null;
};

/** A search ready to run: its one statement (one row), and the answer made of that row. */
export interface PlannedSearch {
  query: SQL;
  finish(row: ResultRow): SearchResult;
}

/** Runs a checked search request against a collection of the embedded index. */
export async function search(
  db: Db,
  c: CollectionDefinition,
  r: SearchRequest,
  expand: (q: string) => Promise<QueryWord[]>,
): Promise<SearchResult> {
  const planned = await planSearch(c, r, expand);
  const result = await rows<ResultRow>(db, planned.query);
  return planned.finish(result[0] as ResultRow);
}

/**
 * Runs several planned searches in one statement (one round trip, one connection), each
 * search's row as a JSON column, and returns their answers in order.
 */
export async function searchAll(db: Db, planned: readonly PlannedSearch[]): Promise<SearchResult[]> {
  if (planned.length === 0) return [];
  const columns = planned.map(
    (p, i) => sql`(select row_to_json(x) from (${p.query}) x) as ${sql.raw(`r${i}`)}`,
  );
  const result = await rows<Record<string, ResultRow>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  const row = result[0] as Record<string, ResultRow>;
  return planned.map((p, i) => p.finish(row[`r${i}`] as ResultRow));
}

/**
 * The statement of a checked search request (after expanding its query's words) and its answer.
 * `outOf`: the collection's number of documents when known (else the statement counts them).
 */
export async function planSearch(
  c: CollectionDefinition,
  r: SearchRequest,
  expand: (q: string) => Promise<QueryWord[]>,
  outOf?: number,
  /** The search's facet counts when known (the same search on another page or sort): not counted again. */
  facetCounts?: FacetCount[],
): Promise<PlannedSearch> {
  const started = performance.now();
  const config = sql.raw(`'${CONFIG[c.language]}'::regconfig`);
  const words = r.q === '*' ? [] : await expand(r.q);
  const text = words.length > 0;
  const noMatch = r.q !== '*' && words.length === 0;

  const fieldWeights = [...new Set(r.queryBy.map((f) => c.weights[f]).filter((w): w is Weight => !!w))];
  const weights = fieldWeights.length === WEIGHTS.length ? '' : fieldWeights.join('');
  // ts_rank's weights are {D, C, B, A}; query_by_weights raise a field's class.
  const rankWeights = WEIGHTS.map((w) => {
    const i = r.queryBy.findIndex((f) => c.weights[f] === w);
    if (i < 0) return 0;
    const given = r.queryByWeights?.[i];
    return given === undefined ? { A: 1, B: 0.6, C: 0.3, D: 0.1 }[w] : Math.max(0.01, given / 15);
  }).reverse();

  const where: SQL[] = [sql`d.collection = ${c.name}`];
  let rank = sql`0::float8`;
  let from = sql`search_documents d`;
  if (text) {
    const full = tsqueryText(words, weights, r.prefix, true);
    const exact = tsqueryText(words, weights, r.prefix, false);
    const w = sql`${`{${rankWeights.join(',')}}`}::float4[]`;
    where.push(sql`d.tsv @@ q`);
    if (full === exact) {
      // No typo alternatives: the exact and the full query are one (ts_rank once, the same sum).
      from = sql`search_documents d, to_tsquery(${config}, ${full}) as q`;
      rank = sql`(ts_rank(${w}, d.tsv, q) * 3)::float8`;
    } else {
      from = sql`search_documents d, to_tsquery(${config}, ${full}) as q, to_tsquery(${config}, ${exact}) as qe`;
      // Hits without typos first (ts_rank of the exact query), then by ranked relevance.
      rank = sql`(ts_rank(${w}, d.tsv, qe) * 2 + ts_rank(${w}, d.tsv, q))::float8`;
    }
  } else if (noMatch) {
    where.push(sql`false`);
  }

  const filter = r.filter ? conditionSql(c, r.filter) : sql`true`;
  const sort = sortKeys(c, r, text);
  const countFacets = r.facetBy.length > 0 && !facetCounts;
  const facetColumns = countFacets
    ? r.facetBy.map((f, i) => sql`m.document -> ${f.name} as ${sql.raw(`f${i}`)}`)
    : [];
  const facets = countFacets ? facetsSql(r.facetBy, r.maxFacetValues) : sql`null::json`;
  const offset = (r.page - 1) * r.perPage;

  // The matches carry only what counting, sorting and facets need; the documents are read for the
  // page's hits alone.
  const query = sql`
    with m as materialized (
      select ${sql.join([sql`m.id`, sql`m.rank`, ...sort.columns, ...facetColumns], sql`, `)}
      from (select d.id, d.document, ${rank} as rank from ${from} where ${sql.join(where, sql` and `)}) m
      where ${filter}
    )
    select (select count(*)::int from m) as found,
      ${outOf === undefined ? sql`(select count(*)::int from search_documents where collection = ${c.name})` : sql`${outOf}::int`} as out_of,
      (select json_agg(json_build_object('id', h.id, 'document', d.document, 'rank', h.rank) order by ${sort.orderBy('h')})
        from (select * from m order by ${sort.orderBy('m')} limit ${r.perPage} offset ${offset}) h
        join search_documents d on d.collection = ${c.name} and d.id = h.id) as hits,
      ${facets} as facets`;

  const finish = (row: ResultRow): SearchResult => {
    const highlightFields = r.highlightFields ?? r.queryBy;
    const hits = (row.hits ?? []).map((h) => ({
      document: projectFields(h.document, r),
      ...highlightsOf(h.document, highlightFields, words, r),
      text_match: Math.round(h.rank * 1e9),
    }));
    return {
      facet_counts:
        facetCounts ??
        r.facetBy.map((f) => {
          const facet = row.facets?.[f.name];
          return {
            field_name: f.name,
            counts: (facet?.values ?? []).map((v) => ({
              count: v.count,
              highlighted: v.value,
              value: v.value,
            })),
            sampled: false,
            stats: { total_values: facet?.total ?? 0, ...(facet?.stats ?? {}) },
          };
        }),
      found: row.found,
      hits,
      out_of: row.out_of,
      page: r.page,
      request_params: { collection_name: c.name, per_page: r.perPage, q: r.q },
      search_cutoff: false,
      search_time_ms: Math.round(performance.now() - started),
    };
  };
  return { query, finish };
}

function projectFields(doc: Record<string, unknown>, r: SearchRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (r.includeFields && key !== 'id' && !r.includeFields.includes(key)) continue;
    if (r.excludeFields.includes(key)) continue;
    out[key] = value;
  }
  return out;
}

/** Highlights in Typesense's shapes: the matched words of each queried field, marked. */
function highlightsOf(
  doc: Record<string, unknown>,
  fields: readonly string[],
  words: readonly QueryWord[],
  r: SearchRequest,
): Pick<Hit, 'highlight' | 'highlights'> {
  const alternatives = words.flatMap((w) => [w.word, ...w.typos]).filter((w) => w.length >= 2);
  const matches = (token: string) => {
    const n = normalizeText(token);
    return n.length > 0 && alternatives.some((a) => n.startsWith(a) || (n.length >= 4 && a.startsWith(n)));
  };
  const mark = (value: string) => {
    const matched: string[] = [];
    const snippet = value.replace(/[\p{L}\p{N}]+/gu, (token) => {
      if (!matches(token)) return token;
      matched.push(token);
      return `${r.highlightStartTag}${token}${r.highlightEndTag}`;
    });
    return { snippet, matched };
  };
  const highlight: Record<string, unknown> = {};
  const highlights: Hit['highlights'] = [];
  if (alternatives.length === 0) return { highlight, highlights };
  for (const field of fields) {
    const value = doc[field];
    if (typeof value === 'string') {
      const { snippet, matched } = mark(value);
      if (matched.length === 0) continue;
      highlight[field] = { matched_tokens: matched, snippet };
      highlights.push({ field, snippet, matched_tokens: matched });
    } else if (Array.isArray(value)) {
      const marked = value.filter((v): v is string => typeof v === 'string').map(mark);
      if (!marked.some((m) => m.matched.length > 0)) continue;
      highlight[field] = marked.map((m) => ({ matched_tokens: m.matched, snippet: m.snippet }));
      highlights.push({
        field,
        snippets: marked.map((m) => m.snippet),
        matched_tokens: marked.map((m) => m.matched),
      });
    }
  }
  return { highlight, highlights };
}
