import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `Name` to the module whose default export it is, from a library's `export { default as Name } from './x'` lines. */
function reexports(indexFile: string, target: (relative: string) => string): Map<string, string> {
  const names = new Map<string, string>();
  const line = /export \{ default as (\w+) \} from ['"](\.\/[^'"]+)['"]/g;
  for (const [, name, relative] of readFileSync(indexFile, 'utf8').matchAll(line)) {
    if (name && relative) names.set(name, target(relative));
  }
  return names;
}

function libraries(): Map<string, Map<string, string>> {
  const require = createRequire(import.meta.url);
  const antd = reexports(
    require.resolve('antd/es/index.js'),
    (relative) => `antd/es/${relative.slice(2)}/index.js`,
  );
  // The icons' package exports no path to its index of icons: found from its main file.
  const iconsRoot = path.resolve(path.dirname(require.resolve('@ant-design/icons')), '..');
  const icons = reexports(
    path.join(iconsRoot, 'es', 'icons', 'index.js'),
    (relative) => `@ant-design/icons/${relative.slice(2).replace(/\.js$/, '')}`,
  );
  return new Map([
    ['antd', antd],
    ['@ant-design/icons', icons],
  ]);
}

const namedImport = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["'];?/g;

/**
 * `import { Button, Table } from 'antd'` becomes one import per component's own module. The
 * bundler drops what a page does not use either way, but through the library's index every
 * component looks imported by every page that imports any, and the chunking in vite.config.ts,
 * which groups modules by the pages that use them, needs to see who uses what.
 */
export function directLibraryImports(): Plugin {
  let known: Map<string, Map<string, string>> | undefined;
  return {
    name: 'atelier-direct-library-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !/from\s*["'](antd|@ant-design\/icons)["']/.test(code)) {
        return undefined;
      }
      known ??= libraries();
      const rewritten = code.replace(namedImport, (statement, list: string, library: string) => {
        const modules = known?.get(library);
        const rest: string[] = [];
        const direct: string[] = [];
        for (const specifier of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [name = '', alias = name] = specifier.split(/\s+as\s+/);
          const module = modules?.get(name);
          if (module) direct.push(`import ${alias} from ${JSON.stringify(module)};`);
          else rest.push(specifier);
        }
        if (direct.length === 0) return statement;
        const kept = rest.length > 0 ? [`import { ${rest.join(', ')} } from "${library}";`] : [];
        return [...direct, ...kept].join('\n');
      });
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
