import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import contract from './packages/contract/vitest.config.ts';
import server from './apps/server/vitest.config.ts';
import web from './apps/web/vitest.config.ts';

// One file more than there are cores (vitest's default is one less): the integration files wait
// on the disk, PostgreSQL and child servers as much as they compute. Vitest 5 runs each project
// with its own maxWorkers, which a project referenced by its folder does not inherit from this
// file (it would run one file at a time on two cores), so every project below is given it.
const maxWorkers = availableParallelism() + 1;

/** A package's own config, run from its folder with the shared worker count. */
function project(
  root: string,
  config: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration {
  return { ...config, root, test: { ...config.test, maxWorkers } };
}

/**
 * An app's files named *.isolated.test.* (they replace a module with vi.mock, or leave state no
 * test can put back): the app's own project shares one module graph and page per worker, so
 * these run apart, each with a graph and page of its own.
 */
function isolatedFiles(
  root: string,
  config: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration {
  return project(root, {
    ...config,
    test: {
      ...config.test,
      name: `${config.test?.name ?? root}-isolated`,
      isolate: true,
      include: ['src/**/*.isolated.test.{ts,tsx}'],
      exclude: [],
    },
  });
}

const sweep = 'server-fuzz';

/**
 * The server's malformed-input sweep (src/test/fuzz-*.test.ts, a file per database), a project of its own so that CI's
 * Node.js 22 stage can leave it out: it checks validation and the wording of refusals, the same
 * code on either runtime.
 */
function fuzzFile(config: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  return project('apps/server', {
    ...config,
    test: { ...config.test, name: sweep, include: ['src/test/fuzz-*.test.ts'], exclude: [] },
  });
}

/**
 * Vitest's order (projects by name, then larger files first) would start the sweep, a small file
 * that keeps a worker busy for minutes, after every other server file, and the run would end with
 * it alone. It starts first, and ends with the rest.
 */
class SweepFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => spec.project.name === sweep;
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

export default defineConfig({
  test: {
    projects: [
      project('packages/contract', contract),
      project('apps/server', server),
      project('apps/web', web),
      isolatedFiles('apps/server', server),
      fuzzFile(server),
      isolatedFiles('apps/web', web),
    ],
    maxWorkers,
    sequence: { sequencer: SweepFirst },
    // When an isolated web file ends, happy-dom's window is torn down; a task React's scheduler
    // queued just before (a passive-effect flush after an antd toast or motion timer commits)
    // can still run and find no window. All tests have finished by then, so that one error is
    // not a failure; every other unhandled error still is.
    onUnhandledError(error) {
      const stack = 'stack' in error && typeof error.stack === 'string' ? error.stack : '';
      const afterTeardown =
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        stack.includes('react-dom-client') &&
        stack.includes('performWorkUntilDeadline');
      return afterTeardown ? false : undefined;
    },
  },
});
