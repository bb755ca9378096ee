// The server's entry, and dist/server.js once bundled: it checks the Node.js version before
// anything else loads, since an older runtime would otherwise crash inside a native module.
// The server itself is a dynamic import, bundled into a chunk of its own (see build.mjs), so that
// none of its imports is evaluated before the check.
import { exitUnlessNodeSupported } from './node-version.mjs';

exitUnlessNodeSupported();
await import('./boot');
