import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import type { BackupStore } from './backup-store';
import { entriesOf, tempDirs } from './backup-test-kit';
import { localStore } from './local-store';
import { takeBackup } from './take-backup';

const T0 = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3600_000;

/** `store`, whose writes of DATA_DIR's files fail as on a full disk. */
function fullDisk(store: BackupStore): BackupStore {
  return {
    ...store,
    async begin(name) {
      const writer = await store.begin(name);
      return {
        ...writer,
        async put(rel, from) {
          if (rel.startsWith('files/')) throw new Error('no space left on device');
          return writer.put(rel, from);
        },
      };
    },
  };
}

describe('a backup that fails', () => {
  const ctx = useTestApp('sqlite', {}, { demo: true });
  const tempDir = tempDirs();

  it('leaves the destination as it was: the older backups kept, nothing half written', async () => {
    const { config } = ctx();
    const settings = {
      dataDir: config.dataDir,
      databaseFile: config.database.kind === 'sqlite' ? config.database.file : '',
      includeFiles: true,
      keep: 1,
    };
    const dest = tempDir('failing');
    await takeBackup(settings, localStore(dest), T0);

    await expect(takeBackup(settings, fullDisk(localStore(dest)), T0 + HOUR)).rejects.toThrow(
      'no space left on device',
    );
    expect(entriesOf(dest)).toEqual(['atelier-20261129T120000Z']);
  });
});
