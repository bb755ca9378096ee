import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where the console's parts live, each with a `screens.ts` declaring its screens. */
const adminDir = 'src/features/admin';

/** The module a `lazy(() => import('./x'))` loads, relative to its file; else undefined. */
function lazyImport(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found = child.arguments[0].text;
    }
    if (!found) ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** `{ path: 'orders', Component: ... }`: the literal's `path` and its `Component` initialiser. */
function screenFields(node: ts.ObjectLiteralExpression) {
  const field = (name: string) =>
    node.properties.find(
      (property): property is ts.PropertyAssignment =>
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        property.name.text === name,
    )?.initializer;
  const screenPath = field('path');
  const component = field('Component');
  if (!screenPath || !ts.isStringLiteral(screenPath) || !component) return undefined;
  return { path: screenPath.text, component };
}

/**
 * Each console screen's path below `/admin/` and the source of the module it loads, as the
 * screens.ts files declare them (`Component: lazy(() => import('./orders-screen'))`, or a name
 * bound to such a `lazy`). The build gives each screen's path a document that announces its code
 * (vite.config.ts), so a first visit fetches it all at once rather than file after file.
 */
export function consoleScreenSources(webRoot: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const part of readdirSync(path.join(webRoot, adminDir), { withFileTypes: true })) {
    const file = path.join(webRoot, adminDir, part.name, 'screens.ts');
    if (!part.isDirectory() || !existsSync(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const named = new Map<string, string>();
    const screens: Array<{ path: string; component: ts.Expression }> = [];
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const imported = lazyImport(node.initializer);
        if (imported) named.set(node.name.text, imported);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const screen = screenFields(node);
        if (screen) screens.push(screen);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const screen of screens) {
      const imported = ts.isIdentifier(screen.component)
        ? named.get(screen.component.text)
        : lazyImport(screen.component);
      if (!imported) throw new Error(`${file}: the screen ${screen.path} loads no module`);
      sources[screen.path] = `${adminDir}/${part.name}/${imported.replace(/^\.\//, '')}.tsx`;
    }
  }
  return sources;
}
