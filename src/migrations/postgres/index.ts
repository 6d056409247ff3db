import * as migration_20261207_074428_baseline from './20261207_074428_baseline';

export const migrations = [
  {
    up: migration_20261207_074428_baseline.up,
    down: migration_20261207_074428_baseline.down,
    name: '20261207_074428_baseline'
  },
];
