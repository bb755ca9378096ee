// `npm run -w apps/server openapi [file]`: writes the OpenAPI document the server publishes to
// `file` (openapi.json unless named) and regenerates the client types from it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientTypes, clientTypesFile } from './client-types';
import { openApiDocument } from './document';

const document = await openApiDocument();
const out = path.resolve(process.argv[2] ?? 'openapi.json');
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(clientTypesFile, await clientTypes(document));
console.log(`${out}\n${clientTypesFile}`);
