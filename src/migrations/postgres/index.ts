import * as migration_20261122_003200_initial from './20261122_003200_initial';

export const migrations = [
  {
    up: migration_20261122_003200_initial.up,
    down: migration_20261122_003200_initial.down,
    name: '20261122_003200_initial'
  },
];
