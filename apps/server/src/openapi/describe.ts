import {
  ACCOUNT_ACTIONS,
  actionPath,
  Code,
  routes,
  schemas,
  type ActionName,
  type ActionSchema,
  type RouteSpec,
} from '@atelier/contract';
import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';

/**
 * Completes the OpenAPI document @fastify/swagger builds from the routes: every action's
 * operation gets its name, summary, tag and security from the contract, and every way it can
 * answer (the error handler's envelopes, each with its HTTP status). One function over the whole
 * document, so no table of operations is kept beside the contract.
 */

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const text = { type: 'string' };
const nothing = { type: 'null' };
const codeOf = (code: number) => ({ type: 'integer', enum: [code] });
const json = (schema: Json) => ({ 'application/json': { schema } });

/** The envelopes every answer comes in, as the error handler writes them (plugins/errors.ts). */
const envelopes = {
  Envelope: {
    type: 'object',
    description:
      'A success: `code` 200, `msg` (in the request’s `lang`), and `data`, whose shape is ' +
      'the action’s own.',
    required: ['code', 'msg', 'data'],
    properties: { code: codeOf(Code.OK), msg: text, data: {} },
  },
  Refusal: {
    type: 'object',
    description:
      'A refused request (invalid input, a business rule): `msg` says why, for a person, in ' +
      'the request’s `lang`; nothing was changed.',
    required: ['code', 'msg', 'data'],
    properties: {
      code: codeOf(Code.REFUSED),
      msg: text,
      data: nothing,
      field: {
        type: 'string',
        description:
          'The input field the refusal is about, when it is about one (a wrong password: ' +
          '`password`), so a form can show the message beside it.',
      },
    },
  },
  Unauthorized: {
    type: 'object',
    description:
      'No token, or an unknown, expired or revoked one, on an action that needs a sign-in: ' +
      'sign in again.',
    required: ['code', 'msg', 'data'],
    properties: { code: codeOf(Code.UNAUTHORIZED), msg: text, data: nothing },
  },
  RateLimited: {
    type: 'object',
    description:
      'Too many requests: from this address (wait the `Retry-After` seconds), or too many ' +
      'serial checks (`msg` says when to try again).',
    required: ['code', 'msg'],
    properties: { code: codeOf(Code.RATE_LIMITED), msg: text, data: nothing },
  },
  ServerError: {
    type: 'object',
    description:
      'A fault on the server. `request_id` finds the logged details; the answer never has them.',
    required: ['code', 'msg', 'request_id'],
    properties: { code: codeOf(Code.SERVER_ERROR), msg: text, request_id: text },
  },
  Unavailable: {
    type: 'object',
    description: 'The database is out of reach for a moment: try again after `Retry-After`.',
    required: ['code', 'msg', 'data'],
    properties: { code: codeOf(Code.UNAVAILABLE), msg: text, data: nothing },
  },
  Page: {
    type: 'object',
    description:
      'A page of a list: input `page` (from 1) and `limit` (10 unless asked, 100 at most).',
    required: ['list', 'total', 'page', 'limit'],
    properties: {
      list: { type: 'array', items: {} },
      total: { type: 'integer', description: 'Items in the whole list' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    },
  },
} satisfies Record<string, Json>;

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' },
  },
};

/** What every operation may answer besides its own success. */
const faults = {
  '429': {
    description:
      'Rate-limited: every address has a budget per minute, sign-in actions a tighter one',
    headers: retryAfter,
    content: json(ref('RateLimited')),
  },
  '500': { description: 'A server fault', content: json(ref('ServerError')) },
  '503': {
    description: 'The database is out of reach for a moment',
    headers: retryAfter,
    content: json(ref('Unavailable')),
  },
};

/** A JSON body the server could not read answers with a refusal and a 4xx status. */
const unreadableBody = {
  '400': { description: 'The body is not JSON, or not an object', content: json(ref('Refusal')) },
  '413': { description: 'The body is larger than the server takes', content: json(ref('Refusal')) },
  '415': { description: 'The body is not `application/json`', content: json(ref('Refusal')) },
};

const tags = [
  { name: 'public', description: 'Actions anyone may call, without a token' },
  { name: 'signed-in', description: 'A customer’s own actions: they need a bearer token' },
  {
    name: 'console',
    description: 'The studio’s console: a staff token whose role grants the named permission',
  },
  { name: 'personal', description: 'Downloads of a customer’s own data' },
];

/**
 * The routes that answer with a file rather than an envelope; a refusal still comes as JSON, with
 * HTTP 200, and a missing sign-in too where the route needs one.
 */
const downloads: Record<
  string,
  { operationId: string; media: string; description: string; signedIn: boolean }
> = {
  [APPLICATION_RESUME_PATH]: {
    operationId: 'applicationResume',
    media: 'application/pdf',
    description: 'The résumé as an attachment, or a refusal',
    signedIn: true,
  },
  [DATA_ARCHIVE_PATH]: {
    operationId: 'dataArchive',
    media: 'application/zip',
    description:
      'The archive (`data.json`, `index.html`, `resumes/`) as an attachment, or a refusal',
    signedIn: false,
  },
};

function upperFirst(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** The action a path serves, if it is one of the contract's. */
function actionAt(path: string): ActionName | undefined {
  const name = path.split('/').pop() ?? '';
  return Object.hasOwn(routes, name) && actionPath(name as ActionName) === path
    ? (name as ActionName)
    : undefined;
}

/** The `data` schema of the success envelope the route's own response schema describes. */
function dataSchema(operation: Json): Json {
  const responses = operation.responses as Record<string, Json> | undefined;
  const content = responses?.['200']?.content as Record<string, { schema: Json }> | undefined;
  const success = content?.['application/json']?.schema;
  const data = (success?.properties as Record<string, Json> | undefined)?.data;
  if (!data) throw new Error('an action route without its success envelope');
  return data;
}

/** A page of a list, as `pageOf` writes it: the page's fields, then the items' own shape. */
function withNamedPage(data: Json): Json {
  const properties = data.properties as Record<string, Json> | undefined;
  const keys = Object.keys(properties ?? {}).sort();
  if (!properties || keys.join() !== 'limit,list,page,total') return data;
  return {
    allOf: [
      ref('Page'),
      { type: 'object', required: ['list'], properties: { list: properties.list } },
    ],
  };
}

function multipartBody({ file }: ActionSchema): Json {
  if (!file) throw new Error('a multipart action without its file');
  const megabytes = file.maxBytes / 1024 / 1024;
  const types = file.types.join(', ');
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              description: `One file: ${types}, recognised by its content; at most ${megabytes} MB`,
            },
          },
        },
        encoding: { file: { contentType: types } },
      },
    },
  };
}

/** One action's operation, rebuilt from the contract around the schemas the route validates with. */
function describeAction(name: ActionName, operation: Json, answers: Record<string, Json>): Json {
  const { method, auth, body, permission }: RouteSpec = routes[name];
  const schema: ActionSchema = schemas[name];
  const answer = `${upperFirst(name)}Answer`;
  answers[answer] = {
    allOf: [
      ref('Envelope'),
      {
        type: 'object',
        required: ['data'],
        properties: { data: withNamedPage(dataSchema(operation)) },
      },
    ],
  };
  return {
    operationId: name,
    summary: schema.summary,
    ...(permission
      ? { description: `Staff whose role grants the "${permission}" permission.` }
      : {}),
    tags: [permission ? 'console' : auth ? 'signed-in' : 'public'],
    security: auth ? [{ bearer: [] }] : [],
    ...(operation.parameters ? { parameters: operation.parameters } : {}),
    ...(body === 'multipart'
      ? { requestBody: multipartBody(schema) }
      : operation.requestBody
        ? { requestBody: operation.requestBody }
        : {}),
    responses: {
      '200': {
        description:
          'The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three ' +
          'with HTTP 200, told apart by `code`',
        content: json({ oneOf: [ref(answer), ref('Refusal'), ref('Unauthorized')] }),
      },
      ...(method === 'POST' && body !== 'multipart' ? unreadableBody : {}),
      ...(Object.hasOwn(ACCOUNT_ACTIONS, name)
        ? {
            '403': {
              description: 'The account named is a staff member’s this role may not act on',
              content: json(ref('Refusal')),
            },
          }
        : {}),
      ...(body === 'multipart'
        ? {
            '413': {
              description: 'The form is larger than the server takes',
              content: json(ref('Refusal')),
            },
          }
        : {}),
      ...faults,
    },
  };
}

function describeDownload(path: string, operation: Json): Json {
  const download = downloads[path];
  if (!download) return operation;
  return {
    ...operation,
    operationId: download.operationId,
    security: download.signedIn ? [{ bearer: [] }] : [],
    responses: {
      '200': {
        description: download.description,
        content: {
          [download.media]: { schema: { type: 'string', format: 'binary' } },
          ...json(
            download.signedIn ? { oneOf: [ref('Refusal'), ref('Unauthorized')] } : ref('Refusal'),
          ),
        },
      },
      ...faults,
    },
  };
}

/**
 * A reference with words of its own beside it (a price's `description` beside `Money`) as
 * `allOf` of the reference: @fastify/swagger drops whatever sits beside a `$ref`, and with it the
 * field's own description.
 */
export function keepBesideRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => keepBesideRefs(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, keepBesideRefs(item)]);
  const { $ref, ...beside } = Object.fromEntries(entries) as Json;
  if (typeof $ref !== 'string' || Object.keys(beside).length === 0) {
    return Object.fromEntries(entries) as T;
  }
  return { ...beside, allOf: [{ $ref }] } as T;
}

/** The finished document: servers, named shapes, and every operation described. */
export function describeApi(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const answers: Record<string, Json> = {};
  const described = Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => {
      const name = actionAt(path);
      const next = Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          name ? describeAction(name, operation, answers) : describeDownload(path, operation),
        ]),
      );
      return [path, next];
    }),
  );
  const components = (document.components ?? {}) as Json;
  const named: Json = { ...(components.schemas as Json | undefined), ...envelopes, ...answers };
  // The zod provider writes an input and an output form of every named shape; a form no
  // operation uses (times and CSV files are only ever answered) would be noise in a client.
  const used = JSON.stringify([described, named]);
  const schemasUsed = Object.fromEntries(
    Object.entries(named).filter(([key]) => used.includes(`"#/components/schemas/${key}"`)),
  );
  return {
    ...document,
    // Relative: the shop that serves the document answers its operations.
    servers: [{ url: '/', description: 'This shop' }],
    tags,
    paths: described,
    components: {
      ...components,
      schemas: schemasUsed,
    },
  };
}
