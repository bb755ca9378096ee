import { routes, type RouteSpec } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { t as translate } from '../i18n/messages';
import { signUp } from '../test/accounts';
import { databases, useTestApp, type TestApp } from '../test/build-test-app';
import { faultIn, prng } from '../test/fuzz';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const PER_ACTION = 220;
const MB = 1024 * 1024;

type Rng = ReturnType<typeof prng>;

/** The actions that take a multipart form, and where each keeps what it was sent. */
const actions = Object.entries(routes as Record<string, RouteSpec>)
  .filter(([, route]) => route.body === 'multipart')
  .map(([name]) => name);

const stores = {
  upload: {
    table: 'uploads',
    dir: (t: TestApp) => path.join(t.config.uploadsDir, 'images'),
    maxBytes: 5 * MB,
    missing: 'Please choose an image to upload',
    tooLarge: 'The image must be at most 5 MB',
    keys: { missing: ['uploadMissing', {}], tooLarge: ['uploadTooLarge', { mb: 5 }] },
  },
  resumeUpload: {
    table: 'resumes',
    dir: (t: TestApp) => path.join(t.config.dataDir, 'resumes'),
    maxBytes: 10 * MB,
    missing: 'Please choose a PDF resume to upload',
    tooLarge: 'The resume must be at most 10 MB',
    keys: { missing: ['resumeMissing', {}], tooLarge: ['resumeTooLarge', { mb: 10 }] },
  },
} as const;
type Action = keyof typeof stores;
const UNREADABLE = 'The upload could not be read; please choose one file and try again';

interface Part {
  headers: string[];
  body: Buffer;
}

const filePart = (body: Buffer, name = 'file', filename = 'a.bin'): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
    'Content-Type: application/octet-stream',
  ],
  body,
});
const fieldPart = (name: string, value: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: Buffer.from(value),
});

/** A multipart body; `end: false` leaves off the closing boundary. */
function formBody(
  boundary: string,
  parts: Part[],
  { end = true, eol = '\r\n' }: { end?: boolean; eol?: string } = {},
): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}${eol}${part.headers.map((h) => h + eol).join('')}${eol}`),
    part.body,
    Buffer.from(eol),
  ]);
  if (end) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

async function validFiles() {
  const png = await sharp({
    create: { width: 12, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
  return { upload: png, resumeUpload: pdf } satisfies Record<Action, Buffer>;
}

/** The files in `action`'s directory that no recorded row owns: none, after any refusal. */
async function strayFiles(t: TestApp, action: Action): Promise<string[]> {
  const { table, dir } = stores[action];
  const column = table === 'uploads' ? 'url' : 'file';
  const rows = await t.app.db.selectFrom(table).select(column).execute();
  const recorded = new Set(rows.map((row) => path.basename(String(Object.values(row)[0]))));
  const files = existsSync(dir(t)) ? readdirSync(dir(t)) : [];
  return files.filter((file) => !recorded.has(file));
}

async function rowCount(app: FastifyInstance, action: Action, userId: number): Promise<number> {
  const row = await app.db
    .selectFrom(stores[action].table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ANSWER_WITHIN_MS = 5000;

/** A body in the pieces a socket delivers it in: at most 64 KiB each. */
function* asTheNetworkSends(body: Buffer) {
  for (let at = 0; at < body.length; at += 65_536) yield body.subarray(at, at + 65_536);
}

/** The answer, or undefined when there is none in time: a form must never hang its request. */
async function answerWithin<T>(answer: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(databases)('malformed multipart forms on %s', (kind) => {
  const ctx = useTestApp(kind);
  let files: Record<Action, Buffer>;
  beforeAll(async () => {
    files = await validFiles();
  });

  it('covers every action that takes a form', () => {
    expect(actions.sort()).toEqual(Object.keys(stores).sort());
  });

  describe.each(Object.keys(stores) as Action[])('%s', (action) => {
    const B = 'AtelierFormBoundary';
    const type = `multipart/form-data; boundary=${B}`;
    const { missing } = stores[action];
    const cases = (): Array<[string, string | undefined, Buffer, string]> => {
      const file = files[action];
      const end = Buffer.from(`--${B}--\r\n`);
      return [
        ['no boundary', 'multipart/form-data', formBody(B, [filePart(file)]), UNREADABLE],
        [
          'another boundary',
          'multipart/form-data; boundary=other',
          formBody(B, [filePart(file)]),
          UNREADABLE,
        ],
        ['no file part', type, formBody(B, [fieldPart('x', 'hello')]), missing],
        ['two files', type, formBody(B, [filePart(file), filePart(file)]), UNREADABLE],
        ['cut short', type, formBody(B, [filePart(file)]).subarray(0, 80), UNREADABLE],
        [
          'a part header and nothing else',
          type,
          Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n`),
          UNREADABLE,
        ],
        ['no closing boundary', type, formBody(B, [filePart(file)], { end: false }), UNREADABLE],
        [
          'bytes that are no form',
          type,
          Buffer.from('\u0000\u00ff'.repeat(300), 'latin1'),
          UNREADABLE,
        ],
        ['plain text', 'text/plain', Buffer.from('hello'), missing],
        ['JSON', 'application/json', Buffer.from('{"file":1}'), missing],
        ['an empty body', type, Buffer.alloc(0), missing],
        [
          'a part without a disposition',
          type,
          Buffer.concat([Buffer.from(`--${B}\r\nContent-Type: x\r\n\r\nabc\r\n`), end]),
          missing,
        ],
        ['a file named __proto__', type, formBody(B, [filePart(file, '__proto__')]), UNREADABLE],
        [
          '20 fields before the file',
          type,
          formBody(B, [
            ...Array.from({ length: 20 }, (_, i) => fieldPart(`f${i}`, 'v')),
            filePart(file),
          ]),
          UNREADABLE,
        ],
        [
          'a JSON field that is no JSON',
          type,
          formBody(B, [
            {
              headers: [
                'Content-Disposition: form-data; name="x"',
                'Content-Type: application/json',
              ],
              body: Buffer.from('{bad'),
            },
            filePart(file),
          ]),
          UNREADABLE,
        ],
        // Parts the parser would skip, larger than its buffer: they once stalled the form.
        [
          'a second file of 1 MB',
          type,
          formBody(B, [filePart(file), filePart(Buffer.alloc(MB, 0x20))]),
          UNREADABLE,
        ],
        [
          '200 KB in a part without a disposition',
          type,
          Buffer.concat([
            Buffer.from(`--${B}\r\nContent-Type: application/octet-stream\r\n\r\n`),
            Buffer.alloc(200_000, 0x20),
            Buffer.from('\r\n'),
            end,
          ]),
          missing,
        ],
      ];
    };

    it('refuses each broken form with its reason, never a fault, keeping nothing', async () => {
      const t = ctx();
      const user = await signUp(t.app);
      for (const [label, contentType, payload, msg] of cases()) {
        for (const lang of ['en', 'zh-cn'] as const) {
          const res = await answerWithin(
            t.app.inject({
              method: 'POST',
              url: `/api/index/${action}?lang=${lang}`,
              payload,
              headers: {
                authorization: `Bearer ${user.token}`,
                ...(contentType ? { 'content-type': contentType } : {}),
              },
            }),
          );
          if (!res) throw new Error(`${label}: no answer within ${ANSWER_WITHIN_MS} ms`);
          expect(faultIn(res.statusCode, res.body, lang), label).toBeUndefined();
          const body = res.json<{ code: number; msg: string }>();
          expect(body.code, label).toBe(100);
          if (lang === 'en') expect(body.msg, label).toBe(msg);
        }
      }
      expect(await rowCount(t.app, action, user.id)).toBe(0);
      expect(await strayFiles(t, action)).toEqual([]);
    });

    it('takes a file part that gives no file name', async () => {
      const t = ctx();
      const user = await signUp(t.app);
      // A part is a file by its content type alone: this one has no filename parameter.
      const nameless: Part = {
        headers: [
          'Content-Disposition: form-data; name="file"',
          'Content-Type: application/octet-stream',
        ],
        body: files[action],
      };
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/index/${action}?lang=en`,
        payload: formBody(B, [nameless]),
        headers: { authorization: `Bearer ${user.token}`, 'content-type': type },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        data: action === 'resumeUpload' ? { name: 'resume.pdf' } : { mime: 'image/png' },
      });
      expect(await rowCount(t.app, action, user.id)).toBe(1);
    });
  });
});

/**
 * Seeded random malformed forms: each a valid form with one to three things broken. The same
 * seed gives the same requests, so a failure found once is found again (FUZZ_SEED=...).
 */
function* fuzzForms(rng: Rng, action: Action, file: Buffer, count: number) {
  const { maxBytes } = stores[action];
  const printable = (n: number, alphabet = "abcXYZ019'()+_,-./:=? ") =>
    Array.from({ length: n }, () => alphabet[rng.int(alphabet.length)]).join('');
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => rng.int(256)));
  const long = () => 1000 + rng.int(100_000);
  const other = action === 'upload' ? Buffer.from('%PDF-1.7\n%%EOF\n') : file;

  type Form = {
    label: string[];
    method: string;
    contentType: string | undefined;
    boundary: string;
    parts: Part[];
    end: boolean;
    eol: string;
    preamble: Buffer;
    epilogue: Buffer;
    cutAt?: number;
    body?: Buffer;
  };
  const setFile = (form: Form, update: (part: Part) => Part) => {
    const i = form.parts.findIndex((p) => p.headers[0]?.includes('filename'));
    if (i >= 0) form.parts[i] = update(form.parts[i]!);
  };
  const disposition = (form: Form, value: string) =>
    setFile(form, (p) => ({
      ...p,
      headers: [`Content-Disposition: ${value}`, ...p.headers.slice(1)],
    }));

  const mutations: Array<[string, (form: Form) => void]> = [
    [
      'random boundary',
      (f) => {
        f.boundary = printable(1 + rng.int(70)).trim() || 'b';
        f.contentType = `multipart/form-data; boundary="${f.boundary}"`;
      },
    ],
    ['boundary of the body differs', (f) => (f.boundary = `${f.boundary}x`)],
    ['no boundary parameter', (f) => (f.contentType = 'multipart/form-data')],
    ['empty boundary', (f) => (f.contentType = 'multipart/form-data; boundary=')],
    [
      'over-long boundary',
      (f) => {
        f.boundary = 'b'.repeat(71 + rng.int(2000));
        f.contentType = `multipart/form-data; boundary=${f.boundary}`;
      },
    ],
    [
      'wrong content type',
      (f) => {
        f.contentType = rng.pick([
          undefined,
          'text/plain',
          'application/json',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'image/png',
          `multipart/mixed; boundary=${f.boundary}`,
          `multipart/form-data; boundary=${f.boundary}; boundary=other`,
          `MULTIPART/FORM-DATA; BOUNDARY=${f.boundary}`,
          `multipart/form-data; charset=utf-16; boundary=${f.boundary}`,
          'multipart/form-data; boundary',
          `multipart/form-data;;; boundary=${f.boundary};`,
        ]);
      },
    ],
    ['cut short', (f) => (f.cutAt = rng.next())],
    ['no closing boundary', (f) => (f.end = false)],
    ['bare LF line ends', (f) => (f.eol = '\n')],
    ['garbage before the first part', (f) => (f.preamble = bytes(rng.int(2000)))],
    ['garbage after the closing boundary', (f) => (f.epilogue = bytes(rng.int(2000)))],
    ['random bytes for a body', (f) => (f.body = bytes(rng.int(4096)))],
    [
      'huge part header',
      (f) => setFile(f, (p) => ({ ...p, headers: [...p.headers, `X-Pad: ${'a'.repeat(long())}`] })),
    ],
    [
      'many part headers',
      (f) =>
        setFile(f, (p) => ({
          ...p,
          headers: [
            ...p.headers,
            ...Array.from({ length: 50 + rng.int(500) }, (_, i) => `X-${i}: v`),
          ],
        })),
    ],
    [
      'part header without a colon',
      (f) =>
        setFile(f, (p) => ({ ...p, headers: [...p.headers, printable(1 + rng.int(50), 'abc ')] })),
    ],
    [
      'huge file name',
      (f) =>
        disposition(
          f,
          `form-data; name="file"; filename="${rng.pick(['a', '图', 'é'])!.repeat(long())}.bin"`,
        ),
    ],
    [
      'control characters in the file name',
      (f) =>
        disposition(
          f,
          `form-data; name="file"; filename="${rng.pick(['a\u0000b', '\u001b[31m', '..\\..\\x', '../../etc/passwd', '\u202etxt.exe', '\u0007\u0008'])}"`,
        ),
    ],
    ['NUL in the field name', (f) => disposition(f, 'form-data; name="fi\u0000le"; filename="a"')],
    [
      'odd field name',
      (f) =>
        disposition(
          f,
          `form-data; name="${rng.pick(['__proto__', 'constructor', 'prototype', '', 'file[]', 'FILE', 'file ', '文件', 'hasOwnProperty'])}"; filename="a"`,
        ),
    ],
    ['no field name', (f) => disposition(f, 'form-data; filename="a.bin"')],
    [
      'broken disposition',
      (f) =>
        disposition(
          f,
          rng.pick([
            'form-data; name="file',
            'attachment; name="file"; filename="a"',
            'form-data; name=file; filename=',
            'form-data;;;',
            `form-data; name*=UTF-8''%E6%96%87; filename*=UTF-8''%E2%80%AE.pdf`,
            'form-data; name="file"; filename="a"; filename="b"',
            '',
          ]),
        ),
    ],
    ['no disposition', (f) => setFile(f, (p) => ({ ...p, headers: p.headers.slice(1) }))],
    [
      'many fields',
      (f) =>
        f.parts.unshift(
          ...Array.from({ length: 11 + rng.int(200) }, (_, i) => fieldPart(`f${i}`, 'v')),
        ),
    ],
    [
      'many files',
      (f) => f.parts.push(...Array.from({ length: 1 + rng.int(5) }, () => filePart(file))),
    ],
    [
      'a field where the file should be',
      (f) => (f.parts = [fieldPart('file', file.toString('latin1'))]),
    ],
    ['a large plain field', (f) => f.parts.unshift(fieldPart('note', 'n'.repeat(long() * 10)))],
    [
      'a JSON field that is no JSON',
      (f) =>
        f.parts.unshift({
          headers: [
            'Content-Disposition: form-data; name="meta"',
            'Content-Type: application/json',
          ],
          body: Buffer.from(rng.pick(['{bad', '', '[1,', '{"__proto__":{"x":1}}'])),
        }),
    ],
    [
      'base64 transfer encoding',
      (f) =>
        setFile(f, (p) => ({ ...p, headers: [...p.headers, 'Content-Transfer-Encoding: base64'] })),
    ],
    [
      'file content of another kind',
      (f) =>
        setFile(f, (p) => ({
          ...p,
          body: rng.pick([
            Buffer.alloc(0),
            bytes(rng.int(3000)),
            other,
            file.subarray(0, rng.int(file.length)),
          ]),
        })),
    ],
    [
      'NUL bytes in the boundary lines',
      (f) => (f.preamble = Buffer.from(`--${f.boundary}\u0000\r\n`)),
    ],
  ];
  // Rare, since each is megabytes: a file just over the limit, and a method the action lacks.
  const rare: Array<[string, (form: Form) => void]> = [
    [
      'a file over the limit',
      (f) =>
        setFile(f, (p) => ({
          ...p,
          body: Buffer.concat([
            file,
            Buffer.alloc(maxBytes + 1 - file.length + rng.int(70_000), 0x20),
          ]),
        })),
    ],
    ['wrong method', (f) => (f.method = rng.pick(['GET', 'PUT', 'DELETE', 'PATCH']))],
  ];

  for (let n = 0; n < count; n += 1) {
    const boundary = `----AtelierFuzz${rng.int(1e9)}`;
    const form: Form = {
      label: [],
      method: 'POST',
      contentType: `multipart/form-data; boundary=${boundary}`,
      boundary,
      parts: [filePart(file)],
      end: true,
      eol: '\r\n',
      preamble: Buffer.alloc(0),
      epilogue: Buffer.alloc(0),
    };
    const picks = rng.next() < 0.06 ? [rng.pick(rare)] : [];
    const more = 1 + rng.int(3);
    for (let i = 0; i < more; i += 1) picks.push(rng.pick(mutations));
    for (const [label, mutate] of picks) {
      form.label.push(label);
      mutate(form);
    }
    let body =
      form.body ??
      Buffer.concat([
        form.preamble,
        formBody(form.boundary, form.parts, { end: form.end, eol: form.eol }),
        form.epilogue,
      ]);
    if (form.cutAt !== undefined) body = body.subarray(0, Math.floor(body.length * form.cutAt));
    yield {
      label: form.label.join(' + '),
      method: form.method as 'POST' | 'GET' | 'PUT' | 'DELETE' | 'PATCH',
      contentType: form.contentType,
      body,
      lang: rng.pick(['en', 'zh-cn'] as const),
    };
  }
}

describe.each(databases)('seeded malformed multipart forms on %s', (kind) => {
  const ctx = useTestApp(kind);

  it(`answers ${PER_ACTION} malformed forms per action with no 5xx, a worded refusal and nothing left behind`, async () => {
    const t = ctx();
    const files = await validFiles();
    const rng = prng(SEED);
    const faults: string[] = [];
    const sent: Record<string, number> = {};
    const refusals = new Map<Action, Set<string>>();
    for (const action of Object.keys(stores) as Action[]) {
      const user = await signUp(t.app);
      const seen = new Set<string>();
      refusals.set(action, seen);
      for (const form of fuzzForms(rng, action, files[action], PER_ACTION)) {
        const before = await rowCount(t.app, action, user.id);
        sent[action] = (sent[action] ?? 0) + 1;
        const where = `seed ${SEED}, ${action} #${sent[action]} [${form.label}]`;
        const res = await answerWithin(
          t.app.inject({
            method: form.method,
            url: `/api/index/${action}?lang=${form.lang}`,
            payload: Readable.from(asTheNetworkSends(form.body)),
            headers: {
              authorization: `Bearer ${user.token}`,
              'content-length': String(form.body.length),
              ...(form.contentType === undefined ? {} : { 'content-type': form.contentType }),
            },
          }),
        );
        if (!res) {
          faults.push(`no answer within ${ANSWER_WITHIN_MS} ms: ${where}`);
          break;
        }
        const fault = faultIn(res.statusCode, res.body, form.lang);
        if (fault) {
          faults.push(`${fault}: ${where}: ${res.body.slice(0, 200)}`);
          continue;
        }
        const { code, msg } = res.json<{ code: number; msg: string }>();
        const after = await rowCount(t.app, action, user.id);
        if (code === 200) {
          // A form still whole after its mutation is kept; age it, so the daily cap does not
          // end the exploration early.
          await t.app.db
            .updateTable(stores[action].table)
            .set({ created_at: Date.now() - 2 * 86_400_000 })
            .where('user_id', '=', user.id)
            .execute();
        } else {
          seen.add(msg);
          if (after !== before) faults.push(`refused but recorded: ${where}`);
        }
      }
      const stray = await strayFiles(t, action);
      if (stray.length > 0) faults.push(`${action}: files without their row: ${stray.join(', ')}`);
    }
    console.log(
      `multipart fuzz on ${kind}: seed ${SEED}, ${Object.values(sent).reduce((a, b) => a + b, 0)} requests (${Object.entries(
        sent,
      )
        .map(([action, n]) => `${action} ${n}`)
        .join(', ')})`,
    );
    expect(faults.slice(0, 20), `${faults.length} faults`).toEqual([]);
    for (const action of Object.keys(stores) as Action[]) {
      expect(sent[action]).toBeGreaterThanOrEqual(200);
      // The forms reach every kind of refusal the reader has, not only the first.
      const seen = refusals.get(action)!;
      const { keys } = stores[action];
      for (const [key, params] of [
        ['uploadUnreadable', {}],
        keys.missing,
        keys.tooLarge,
      ] as const) {
        const worded = (['en', 'zh-cn'] as const).map((lang) => translate(lang, key, params));
        expect(
          worded.some((msg) => seen.has(msg)),
          `${action}: ${worded[0]}`,
        ).toBe(true);
      }
    }
  }, 120_000);
});
