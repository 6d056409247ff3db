import * as migration_20261122_003153_initial from './20261122_003153_initial';
import * as migration_20261122_173542_login_throttle from './20261122_173542_login_throttle';

export const migrations = [
  {
    up: migration_20261122_003153_initial.up,
    down: migration_20261122_003153_initial.down,
    name: '20261122_003153_initial',
  },
  {
    up: migration_20261122_173542_login_throttle.up,
    down: migration_20261122_173542_login_throttle.down,
    name: '20261122_173542_login_throttle'
  },
];
