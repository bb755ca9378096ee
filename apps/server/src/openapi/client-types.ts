import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the generated types live; the client test and the project's type check read them. */
export const clientTypesFile = fileURLToPath(new URL('./atelier-api.d.ts', import.meta.url));

const header = [
  '// The OpenAPI document as TypeScript types, written by `npm run -w apps/server openapi`',
  '// (openapi-typescript). Do not edit: a test fails when the document has moved on.',
  '',
].join('\n');

/**
 * The types an integrator's generator makes of the document: `paths` and `operations` for
 * openapi-fetch, and every named shape (`Refusal`, `Money`, `ProductListAnswer`…) as a type of
 * its own.
 */
export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const nodes = await openapiTS(document as unknown as OpenAPI3, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    silent: true,
  });
  return header + astToString(nodes);
}
