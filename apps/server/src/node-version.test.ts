import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, satisfiesNodeRange, supportedNode } from './node-version.mjs';

const rootPackage = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'),
) as { engines: { node: string } };

describe('the supported Node.js lines', () => {
  it('are the ones the root package.json declares', () => {
    expect(supportedNode).toBe(rootPackage.engines.node);
  });

  it('include the runtime running these tests', () => {
    expect(nodeVersionProblem(process.version)).toBeUndefined();
  });

  it.each(['v22.13.0', 'v22.23.3', '22.99.1', 'v24.0.0', 'v24.21.0', 'v26.1.0', 'v24.0.0-rc.1'])(
    'admit %s',
    (version) => {
      expect(satisfiesNodeRange(version, supportedNode)).toBe(true);
      expect(nodeVersionProblem(version)).toBeUndefined();
    },
  );

  it.each(['v20.20.0', 'v20.19.5', 'v22.12.9', 'v22.0.0', 'v23.11.1', 'v21.7.3', 'v18.20.8'])(
    'refuse %s',
    (version) => {
      expect(satisfiesNodeRange(version, supportedNode)).toBe(false);
    },
  );

  it('refuse a version they cannot read', () => {
    expect(satisfiesNodeRange('', supportedNode)).toBe(false);
    expect(satisfiesNodeRange('v24', supportedNode)).toBe(false);
  });

  it('are named, with the version found, in one line', () => {
    expect(nodeVersionProblem('v20.20.0')).toBe(
      'Atelier needs Node.js ^22.13.0 or >=24; this is v20.20.0.',
    );
  });
});

describe('a Node.js range', () => {
  it('keeps a caret to its major and a floor open upwards', () => {
    expect(satisfiesNodeRange('v22.14.0', '^22.13.0')).toBe(true);
    expect(satisfiesNodeRange('v23.0.0', '^22.13.0')).toBe(false);
    expect(satisfiesNodeRange('v22.13.0', '>=22.13.1')).toBe(false);
    expect(satisfiesNodeRange('v22.13.2', '>=22.13.1')).toBe(true);
    expect(satisfiesNodeRange('v30.0.0', '>=24')).toBe(true);
  });

  it('is refused loudly when it uses a comparator the check does not read', () => {
    expect(() => satisfiesNodeRange('v22.13.0', '^22.13.0 || 24.x')).toThrow(
      'Unsupported Node.js range: 24.x',
    );
  });
});
