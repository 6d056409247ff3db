import * as migration_20261122_003200_initial from './20261122_003200_initial';
import * as migration_20261122_173552_login_throttle from './20261122_173552_login_throttle';

export const migrations = [
  {
    up: migration_20261122_003200_initial.up,
    down: migration_20261122_003200_initial.down,
    name: '20261122_003200_initial',
  },
  {
    up: migration_20261122_173552_login_throttle.up,
    down: migration_20261122_173552_login_throttle.down,
    name: '20261122_173552_login_throttle'
  },
];
