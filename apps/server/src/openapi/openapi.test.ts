import { actionPath, routes, schemas, type ActionName, type RouteSpec } from '@atelier/contract';
import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { clientTypes, clientTypesFile } from './client-types';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json; encoding?: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }>; headers?: Json }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

// The document does not depend on the database: built once, on SQLite.
describe('the OpenAPI document', () => {
  const ctx = useTestApp('sqlite');
  let document: Document;

  beforeAll(async () => {
    const { app } = ctx();
    await app.ready();
    document = app.swagger() as unknown as Document;
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );

  it("passes Redocly's recommended rules without a problem", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const config = path.join(root, 'redocly.yaml');
      // The exit status says errors; the JSON report counts the warnings too.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [redocly, 'lint', file, `--config=${config}`, '--format=json', '--max-problems=1000'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every operation after its action, with its summary, tag and security', () => {
    for (const name of Object.keys(routes) as ActionName[]) {
      const { method, auth, permission }: RouteSpec = routes[name];
      const operation = document.paths[actionPath(name)]?.[method.toLowerCase()];
      expect(operation, name).toMatchObject({
        operationId: name,
        summary: schemas[name].summary,
        tags: [permission ? 'console' : auth ? 'signed-in' : 'public'],
        security: auth ? [{ bearer: [] }] : [],
      });
    }
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).toEqual([{ url: '/', description: 'This shop' }]);
  });

  it('describes every answer an action gives: the success, a refusal, a missing sign-in, the faults', () => {
    const { responses } = document.paths['/api/index/orderPay']!.post!;
    expect(responses['200']!.content!['application/json']!.schema).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/OrderPayAnswer' },
        { $ref: '#/components/schemas/Refusal' },
        { $ref: '#/components/schemas/Unauthorized' },
      ],
    });
    const answer = (status: string) => responses[status]?.content?.['application/json']?.schema;
    expect(answer('400')).toEqual({ $ref: '#/components/schemas/Refusal' });
    expect(answer('429')).toEqual({ $ref: '#/components/schemas/RateLimited' });
    expect(answer('500')).toEqual({ $ref: '#/components/schemas/ServerError' });
    expect(responses['429']!.headers).toHaveProperty('Retry-After');
    const named = document.components.schemas;
    expect(named.Refusal).toMatchObject({
      required: ['code', 'msg', 'data'],
      properties: { code: { enum: [100] }, field: { type: 'string' } },
    });
    expect(named.Unauthorized).toMatchObject({ properties: { code: { enum: [401] } } });
    expect(named.ServerError).toMatchObject({ required: ['code', 'msg', 'request_id'] });
    // Shared shapes are components a generator names: a page of a list, money, time.
    expect(JSON.stringify(named.ProductListAnswer)).toContain('#/components/schemas/Page');
    expect(JSON.stringify(named.ProductListAnswer)).toContain('#/components/schemas/Money');
    expect(JSON.stringify(named.OrderCreateAnswer)).toContain('#/components/schemas/Time');
    // A field keeps its own words beside the shape it names.
    const totals = JSON.stringify(named.ConfirmOrderInfoAnswer);
    expect(totals).toContain(
      '"total_amount":{"description":"Goods plus shipping; \\"0.00\\" in the points mall","allOf":[{"$ref":"#/components/schemas/Money"}]}',
    );
    // A GET has no body the server could fail to read.
    expect(document.paths['/api/index/productList']!.get!.responses).not.toHaveProperty('400');
  });

  it('describes the uploads’ forms and the downloads’ files', () => {
    const upload = document.paths['/api/index/upload']!.post!.requestBody!.content;
    expect(upload['multipart/form-data']).toMatchObject({
      schema: { required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
      encoding: { file: { contentType: 'image/jpeg, image/png, image/webp, image/gif' } },
    });
    const resume = document.paths['/api/index/resumeUpload']!.post!.requestBody!.content;
    expect(resume['multipart/form-data']!.encoding).toEqual({
      file: { contentType: 'application/pdf' },
    });
    expect(JSON.stringify(resume)).toContain('at most 10 MB');
    const files = {
      [APPLICATION_RESUME_PATH]: 'application/pdf',
      [DATA_ARCHIVE_PATH]: 'application/zip',
    };
    for (const [url, media] of Object.entries(files)) {
      const content = document.paths[url]!.get!.responses['200']!.content!;
      expect(Object.keys(content)).toEqual([media, 'application/json']);
    }
    const exported = JSON.stringify(document.components.schemas.OrderExportAnswer);
    expect(exported).toContain('#/components/schemas/CsvFile');
    expect(document.components.schemas.CsvFile).toMatchObject({ contentMediaType: 'text/csv' });
  });

  it('is the one the committed client types were generated from', async () => {
    // When this fails, run `npm run -w apps/server openapi` and commit the types it writes.
    expect(await clientTypes(document as unknown as Json)).toBe(
      readFileSync(clientTypesFile, 'utf8'),
    );
  });
});
