import type { Lang } from '@atelier/contract';
import { gzipSync } from 'node:zlib';

/**
 * Malformed requests generated from the OpenAPI document: every field of every action broken in
 * every way on the list, the whole request broken (method, body, content type, query, session),
 * and seeded random combinations until each action has its share. Pure: the same document and
 * seed give the same requests, so a failure found once is found again.
 */

/** The parts of an OpenAPI 3 document the generator reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}
interface Operation {
  parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * A schema with the named shapes it refers to (`MoneyInput`) written out in place, and a field
 * that may be null read as its other type: its cases are that type's.
 */
function inlined(schema: JsonSchema, named: Record<string, JsonSchema>): JsonSchema {
  const { $ref, properties, items, anyOf, allOf, ...rest } = schema;
  if ($ref) return inlined(named[$ref.split('/').pop() ?? ''] ?? {}, named);
  // A field described beside the shape it names (`allOf` of that one shape).
  if (allOf?.length === 1 && allOf[0]) return inlined({ ...rest, ...allOf[0] }, named);
  const notNull = anyOf?.filter((variant) => variant.type !== 'null');
  if (anyOf && notNull?.length === 1 && notNull.length < anyOf.length) {
    return inlined({ ...rest, ...notNull[0] }, named);
  }
  return {
    ...rest,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([key, value]) => [key, inlined(value, named)]),
          ),
        }
      : {}),
    ...(items ? { items: inlined(items, named) } : {}),
    ...(anyOf ? { anyOf: anyOf.map((variant) => inlined(variant, named)) } : {}),
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

export interface FuzzRequest {
  action: string;
  /** What is wrong with the request, for the failure message. */
  malformation: string;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whether the caller adds its session; when not, `headers` may carry a forged one. */
  session: boolean;
  /** The language a refusal must be worded in. */
  lang: Lang;
}

/** A small seeded PRNG (mulberry32): enough spread for fuzzing, and reproducible. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

/** A number written as JSON text, for numbers a double cannot hold as written ("1e400", "-0"). */
class JsonNumber {
  constructor(readonly text: string) {}
}

interface Case {
  label: string;
  value: unknown;
}
const ABSENT = Symbol('absent');
const HUGE = 100 * 1024;
const CONTROLS = ['\0', '\x01', '\x07', '\b', '\v', '\f', '\r', '\x1b', '\x7f', '\x85', '\x9f'];
/** Plausible values for fields whose pattern a generic string would not match. */
const EXAMPLES: Record<string, string> = {
  mobile: '13800001234',
  captcha: '123456',
  password: 'Fuzz3r!pass',
  new_password: 'Fuzz3r!pass2',
  username: 'fuzz_user',
  email: 'fuzz@example.com',
  postal_code: '310000',
  tracking_no: 'SF1234567890',
  birthday: '1990-01-01',
  time: '2024-01-01T08:00:00+08:00',
  amount: '128.00',
  idempotency_key: 'fuzz-key-0001',
};

const c = (label: string, value: unknown): Case => ({ label, value });

type Kind = 'integer' | 'boolean' | 'enum' | 'string' | 'array' | 'object';
function kindOf(schema: JsonSchema): Kind {
  const variants = schema.anyOf ?? [schema];
  if (variants.some((v) => v.type === 'boolean')) return 'boolean';
  if (variants.some((v) => v.type === 'number' || v.type === 'integer')) return 'integer';
  const first = variants[0] ?? {};
  if (first.type === 'array') return 'array';
  if (first.type === 'object') return 'object';
  return first.enum ? 'enum' : 'string';
}

function sample(name: string, schema: JsonSchema): unknown {
  const example = EXAMPLES[name];
  if (example !== undefined) return example;
  const first = schema.anyOf?.[0] ?? schema;
  switch (kindOf(schema)) {
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return first.enum?.[0];
    case 'array':
      return [sample(name, first.items ?? {})];
    case 'object':
      return baseline(first);
    case 'string':
      return 'a'.repeat(Math.min(Math.max(first.minLength ?? 0, 8), first.maxLength ?? 8));
  }
}

function baseline(schema: JsonSchema): Record<string, unknown> {
  const props = Object.entries(schema.properties ?? {});
  return Object.fromEntries(props.map(([name, s]) => [name, sample(name, s)]));
}

/** Wrong types, whatever the field: what a careless or hostile client sends. */
const confusions: Case[] = [
  c('null', null),
  c('true', true),
  c('false', false),
  c('zero', 0),
  c('negative', -1),
  c('float', 1.5),
  c('1e308', 1e308),
  c('empty array', []),
  c('array of a number', [1]),
  c('array of a string', ['a']),
  c('nested array', [[]]),
  c('empty object', {}),
  c('object', { a: 1 }),
  c('query operator', { $ne: null }),
  c('1e400', new JsonNumber('1e400')),
  c('-0', new JsonNumber('-0')),
  c('30 digits', new JsonNumber('123456789012345678901234567890')),
];

function textCases(base: string): Case[] {
  return [
    ...CONTROLS.map((ch) => c(`control U+${ch.charCodeAt(0).toString(16)}`, `${base}${ch}x`)),
    c('NUL alone', '\0'),
    c('lone high surrogate', `${base}\ud800`),
    c('lone low surrogate', `\udc00${base}`),
    c('empty', ''),
    c('spaces', '   '),
    c('100 KB', 'a'.repeat(HUGE)),
    c('100 KB of CJK', '画'.repeat(HUGE / 3)),
    c('emoji', '🎨'.repeat(20)),
    c('bidi override', `\u202e${base}`),
    c('zero width', `${base}\u200b`),
    c('line separator', `${base}\u2028`),
    c('byte order mark', `\ufeff${base}`),
    c('tab and newline', `${base}\t\n`),
    c('SQL', "' OR '1'='1' --"),
    c('LIKE wildcards', '%_%\\'),
    c('markup', '<script>alert(1)</script>'),
    c('path', '../../etc/passwd'),
    c('template', '${7*7}{{7*7}}'),
    c('the word null', 'null'),
    c('__proto__', '__proto__'),
  ];
}

const integerCases: Case[] = [
  ...[0, -1, 1.5, 5.5, 100, 101, 10_000, 10_001, 1e6, 2 ** 31 - 1, 2 ** 31, 2 ** 32].map((n) =>
    c(`number ${n}`, n),
  ),
  c('2^53 - 1', Number.MAX_SAFE_INTEGER),
  c('2^53', 2 ** 53),
  c('2^63', 2 ** 63),
  c('-1e308', -1e308),
  c('-2^53', -(2 ** 53)),
  c('smallest double', Number.MIN_VALUE),
  ...['0', '-1', '0x10', '1e2', ' 5', '5 ', '+5', '05', '5.0', '5.5', '1_000', '١٢', '１２'].map(
    (s) => c(`text "${s}"`, s),
  ),
  c('text 2^53 - 1', '9007199254740991'),
  c('text 2^53', '9007199254740992'),
  c('400 digits', '9'.repeat(400)),
  ...['NaN', 'Infinity', '-Infinity', 'true', '', '1\0', '\u00001'].map((s) =>
    c(`text ${JSON.stringify(s)}`, s),
  ),
];

const booleanCases: Case[] = ['true', 'false', '1', '0', 'yes', 'TRUE', 2, -1, 'true\0'].map((v) =>
  c(`flag ${JSON.stringify(v)}`, v),
);

function enumCases(values: unknown[]): Case[] {
  const first = String(values[0]);
  return [
    ...values.map((v) => c(`value ${String(v)}`, v)),
    c('upper case', first.toUpperCase()),
    c('padded', ` ${first} `),
    c('with NUL', `${first}\0`),
    c('unknown', 'unknown'),
    c('all values', values.join(',')),
  ];
}

function stringCases(schema: JsonSchema, base: string): Case[] {
  const { minLength = 0, maxLength, pattern } = schema;
  const cases = textCases(base);
  if (maxLength !== undefined) {
    cases.push(
      c('longest', 'a'.repeat(maxLength)),
      c('one too long', 'a'.repeat(maxLength + 1)),
      c('longest in CJK', '画'.repeat(maxLength)),
      c('emoji to the limit', '🎨'.repeat(Math.ceil(maxLength / 2))),
    );
  }
  if (minLength > 0) cases.push(c('one too short', 'a'.repeat(minLength - 1)));
  if (pattern) {
    const wide = base.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    cases.push(c('padded', ` ${base} `), c('full-width digits', wide), c('doubled', base + base));
  }
  return cases;
}

function arrayCases(name: string, schema: JsonSchema): Case[] {
  const items = schema.items ?? {};
  const item = sample(name, items);
  const many = (schema.maxItems ?? 1000) + 1;
  return [
    c('no items', []),
    c('twice the same', [item, item]),
    c(
      `${many} items`,
      Array.from({ length: many }, () => item),
    ),
    c(
      '20000 items',
      Array.from({ length: 20_000 }, () => item),
    ),
    c('a null item', [null]),
    c('nested', [[item]]),
    c('an object item', [{}]),
    c('one item, not an array', item),
    ...fieldCases(name, items, 1).map((x) => c(`item ${x.label}`, [x.value])),
  ];
}

/** Every way one field can be wrong (or at an edge), its absence included. */
function fieldCases(name: string, schema: JsonSchema, depth = 0): Case[] {
  const first = schema.anyOf?.[0] ?? schema;
  const base = sample(name, schema);
  const own = ((): Case[] => {
    switch (kindOf(schema)) {
      case 'integer':
        return integerCases;
      case 'boolean':
        return booleanCases;
      case 'enum':
        return enumCases(first.enum ?? []);
      case 'string':
        return stringCases(first, String(base));
      case 'array':
        return depth > 1 ? [] : arrayCases(name, first);
      case 'object':
        return depth > 1 ? [] : objectCases(first, depth);
    }
  })();
  return [c('missing', ABSENT), ...confusions, ...own];
}

function objectCases(schema: JsonSchema, depth: number): Case[] {
  const base = baseline(schema);
  return Object.entries(schema.properties ?? {}).flatMap(([name, s]) =>
    fieldCases(name, s, depth + 1).map((x) => c(`${name} ${x.label}`, with_(base, name, x.value))),
  );
}

function with_(input: Record<string, unknown>, name: string, value: unknown) {
  const copy = { ...input };
  if (value === ABSENT) delete copy[name];
  else copy[name] = value;
  return copy;
}

function randomText(rng: Rng): string {
  const palette = [
    'a',
    'Z',
    '7',
    ' ',
    '画',
    '🎨',
    '"',
    '\\',
    '%',
    '&',
    '=',
    '\0',
    '\x1b',
    '\ud800',
  ];
  let text = '';
  for (let length = rng.pick([0, 1, 3, 12, 64, 300, 2000]); length > 0; length -= 1) {
    text += rng.pick(palette);
  }
  return text;
}

function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 5 : 7)) {
    case 0:
      return Math.round((rng.next() - 0.3) * 10 ** rng.int(20));
    case 1:
      return (rng.next() - 0.5) * 10 ** rng.int(310);
    case 2:
      return randomText(rng);
    case 3:
      return String(rng.int(10 ** rng.int(17)));
    case 4:
      return rng.pick([null, true, false]);
    case 5:
      return Array.from({ length: rng.int(5) }, () => randomValue(rng, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, () => [randomText(rng), randomValue(rng, depth + 1)]),
      );
  }
}

/** JSON text; a `JsonNumber` goes in as written. */
function jsonText(value: unknown): string {
  if (value instanceof JsonNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes text, lone surrogates included (as the bytes a lax encoder would send). */
function encode(text: string): string {
  let out = '';
  let from = 0;
  for (const { index } of text.matchAll(LONE_SURROGATE)) {
    const code = text.charCodeAt(index);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    out += encodeURIComponent(text.slice(from, index));
    out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    from = index + 1;
  }
  return out + encodeURIComponent(text.slice(from));
}

function queryText(input: Record<string, unknown>): string {
  return Object.entries(input)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => {
        if (v === null) return encode(key);
        const text = typeof v === 'string' ? v : jsonText(v);
        return `${encode(key)}=${encode(text)}`;
      }),
    )
    .join('&');
}

interface Target {
  action: string;
  path: string;
  method: 'GET' | 'POST';
  fields: Record<string, JsonSchema>;
}

function targetsOf(doc: OpenApiDocument): Target[] {
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const action = path.match(/^\/api\/(?:index|admin)\/(\w+)$/)?.[1];
    if (!action || !operations) continue;
    for (const method of ['GET', 'POST'] as const) {
      const op = operations[method.toLowerCase()];
      if (!op) continue;
      const body = op.requestBody?.content['application/json']?.schema;
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const inputs = body?.properties ?? Object.fromEntries(params.map((p) => [p.name, p.schema]));
      // `lang` is chosen per request, so a refusal's language can be checked.
      const { lang: _lang, ...own } = inputs;
      const named = doc.components?.schemas ?? {};
      const fields = Object.fromEntries(
        Object.entries(own).map(([name, schema]) => [name, inlined(schema, named)]),
      );
      targets.push({ action, path, method, fields });
    }
  }
  return targets;
}

/** Whole-request malformations: method, session, lang, and what only a query or a body can break. */
function requestCases(t: Target, base: Record<string, unknown>): Override[] {
  const other = (['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const).filter(
    (m) => m !== t.method,
  );
  const forged = ['Bearer', `Bearer ${'x'.repeat(8192)}`, 'Basic Zm9vOmJhcg==', 'Bearer a b'];
  const cases: Override[] = [
    ...other.map((method) => ({ malformation: `wrong method ${method}`, method })),
    { malformation: 'no session', session: false },
    ...forged.map((authorization) => ({
      malformation: `forged authorization ${authorization.slice(0, 20)}`,
      session: false,
      headers: { authorization },
    })),
  ];
  if (t.method === 'GET') {
    const raw = [
      '%',
      '%zz',
      '%00',
      '%C0%80',
      '%E0%A4%A',
      'a[b]=c',
      '__proto__=1&constructor=x&toString=1&hasOwnProperty=1',
      '&&&=&==',
      `${'k'.repeat(HUGE)}=1`,
      ...Object.keys(t.fields).flatMap((f) => [`${f}[]=1`, `${f}[0]=1`, `${f}=1&${f}=2`]),
    ];
    return [
      ...cases,
      // Two of them make `lang` a list, which reads as Chinese.
      { malformation: 'lang twice', url: '&lang=en', lang: 'zh-cn' },
      ...raw.map((q) => ({ malformation: `query ${q.slice(0, 40)}`, url: `&${q}` })),
    ];
  }
  const json = 'application/json';
  const bodies: Array<[string, string | Buffer, string]> = [
    ['empty body', '', json],
    ...['{', '{"a":', '[', 'nul', '{"id":1,}', "{'id':1}", '\0', '"text"', '123', 'null', '[]'].map(
      (text): [string, string, string] => [`body ${text}`, text, json],
    ),
    ['byte order mark', `\ufeff${jsonText(base)}`, json],
    ['__proto__ key', '{"__proto__":{"polluted":1}}', json],
    ['constructor key', '{"constructor":{"prototype":{"polluted":1}}}', json],
    ['deep nesting', `{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, json],
    ['over the body limit', `{"x":"${'a'.repeat(300 * 1024)}"}`, json],
    ['text/plain', jsonText(base), 'text/plain'],
    ['form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['multipart without boundary', jsonText(base), 'multipart/form-data'],
    ['multipart of JSON', jsonText(base), 'multipart/form-data; boundary=zz'],
    ['UTF-16', jsonText(base), 'application/json; charset=utf-16'],
    ['XML', '<a/>', 'application/xml'],
    ['upper-case type', jsonText(base), 'APPLICATION/JSON'],
    ['garbage type', jsonText(base), ';;;=='],
  ];
  const encodings: Array<[string, Buffer | string]> = [
    ['gzip', gzipSync(jsonText(base))],
    ['gzip', 'not gzip'],
    ['deflate', 'not deflate'],
    ['br', 'not brotli'],
    ['x-unknown', jsonText(base)],
  ];
  return [
    ...cases,
    ...bodies.map(([label, payload, type]) => ({
      malformation: label,
      payload,
      headers: { 'content-type': type },
    })),
    ...encodings.map(([encoding, payload]) => ({
      malformation: `content-encoding ${encoding}`,
      payload,
      headers: { 'content-type': json, 'content-encoding': encoding },
    })),
    { malformation: 'lang of the wrong type in the body', payload: jsonText({ lang: 123 }) },
  ];
}

/** What a case changes in the request built from an input; `langText` replaces a valid `lang`. */
type Override = Partial<FuzzRequest> & { langText?: string };

function build(
  t: Target,
  input: Record<string, unknown>,
  lang: Lang,
  over: Override = {},
): FuzzRequest {
  const langText = over.langText ?? lang;
  const query =
    t.method === 'GET' ? queryText({ ...input, lang: langText }) : `lang=${encode(langText)}`;
  const post = t.method === 'POST';
  return {
    action: t.action,
    malformation: over.malformation ?? '',
    method: over.method ?? t.method,
    url: `${t.path}?${query}${over.url ?? ''}`,
    headers: { ...(post ? { 'content-type': 'application/json' } : {}), ...over.headers },
    payload: post ? (over.payload ?? jsonText(input)) : undefined,
    session: over.session ?? true,
    // A `lang` the server does not know reads as Chinese.
    lang: over.langText === undefined ? (over.lang ?? lang) : 'zh-cn',
  };
}

/**
 * At least `perAction` requests for every JSON action of the document (`skip` leaves some
 * out), produced lazily: some carry 100 KB of text.
 */
export function* fuzzRequests(
  doc: OpenApiDocument,
  {
    seed,
    perAction,
    skip = () => false,
  }: { seed: number; perAction: number; skip?: (action: string) => boolean },
): Generator<FuzzRequest> {
  const rng = prng(seed);
  const lang = (): Lang => rng.pick(['en', 'zh-cn'] as const);
  for (const t of targetsOf(doc)) {
    if (skip(t.action)) continue;
    const base = baseline({ properties: t.fields });
    let sent = 0;
    const emit = (request: FuzzRequest) => {
      sent += 1;
      return request;
    };
    for (const [name, schema] of Object.entries(t.fields)) {
      for (const x of fieldCases(name, schema)) {
        yield emit(
          build(t, with_(base, name, x.value), lang(), { malformation: `${name}: ${x.label}` }),
        );
      }
    }
    for (const over of requestCases(t, base)) yield emit(build(t, base, lang(), over));
    for (const langText of ['fr', '', 'EN', 'zh-cn\0']) {
      yield emit(
        build(t, base, lang(), { malformation: `lang ${JSON.stringify(langText)}`, langText }),
      );
    }
    yield emit(
      build(t, { ...base, extra: 1, user_id: 2, role: 'admin', status: 'paid' }, lang(), {
        malformation: 'extra fields',
      }),
    );
    yield emit(build(t, {}, lang(), { malformation: 'no fields' }));
    const names = Object.keys(t.fields);
    const pools = new Map(names.map((name) => [name, fieldCases(name, t.fields[name] ?? {})]));
    while (sent < perAction) {
      let input = base;
      const labels: string[] = [];
      for (let n = 1 + rng.int(3); n > 0; n -= 1) {
        const name = names.length > 0 && rng.next() < 0.9 ? rng.pick(names) : randomText(rng);
        const pool = pools.get(name) ?? [];
        const x =
          pool.length > 0 && rng.next() < 0.5 ? rng.pick(pool) : c('random', randomValue(rng));
        input = with_(input, name, x.value);
        labels.push(`${name.slice(0, 20)}: ${x.label}`);
      }
      yield emit(build(t, input, lang(), { malformation: `random ${labels.join(', ')}` }));
    }
  }
}

const CJK = /[\u4e00-\u9fff]/;
const CJK_RUN = /[\u4e00-\u9fff]+/g;
/** A message key or an unfilled parameter where words should be. */
const RAW_KEY = /^[\w-]+(\.[\w-]+)+$|\{[A-Za-z_]\w*\}/;
/** Longer than any sentence the server words: the sender's own text repeated back. */
const MSG_MAX = 300;

/**
 * What is wrong with the answer to a malformed request, if anything: a fault, no envelope, or a
 * refusal that is not a short sentence in the language asked for.
 */
export function faultIn(status: number, text: string, lang: Lang, sent = ''): string | undefined {
  if (status >= 500) return `HTTP ${status}`;
  let body: { code?: unknown; msg?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `HTTP ${status} without a JSON envelope`;
  }
  if (body.code === 200) return undefined;
  const { msg } = body;
  if (typeof msg !== 'string' || msg.trim() === '') return 'refused without a message';
  if (RAW_KEY.test(msg)) return `refused with a raw key: ${msg}`;
  if (msg.length > MSG_MAX) return `refused with ${msg.length} characters: ${msg.slice(0, 80)}`;
  if (lang === 'zh-cn' && !CJK.test(msg)) return 'refused in English when asked for Chinese';
  // A sentence may quote the sender's own text ("Serial 画画 is mistyped"): that is not its language.
  const own = msg.replace(CJK_RUN, (run) => (sent.includes(run) ? '' : run));
  if (lang === 'en' && CJK.test(own)) return `refused in Chinese: ${msg}`;
  return undefined;
}
