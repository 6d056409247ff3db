import * as migration_20261207_074428_baseline from './20261207_074428_baseline';
import * as migration_20261207_081252_ceiling_alert_job from './20261207_081252_ceiling_alert_job';
import * as migration_20261207_082721_retention_job from './20261207_082721_retention_job';
import * as migration_20261207_105017_notification_jobs from './20261207_105017_notification_jobs';
import * as migration_20261207_115909_snapshots_capture from './20261207_115909_snapshots_capture';

export const migrations = [
  {
    up: migration_20261207_074428_baseline.up,
    down: migration_20261207_074428_baseline.down,
    name: '20261207_074428_baseline',
  },
  {
    up: migration_20261207_081252_ceiling_alert_job.up,
    down: migration_20261207_081252_ceiling_alert_job.down,
    name: '20261207_081252_ceiling_alert_job',
  },
  {
    up: migration_20261207_082721_retention_job.up,
    down: migration_20261207_082721_retention_job.down,
    name: '20261207_082721_retention_job',
  },
  {
    up: migration_20261207_105017_notification_jobs.up,
    down: migration_20261207_105017_notification_jobs.down,
    name: '20261207_105017_notification_jobs',
  },
  {
    up: migration_20261207_115909_snapshots_capture.up,
    down: migration_20261207_115909_snapshots_capture.down,
    name: '20261207_115909_snapshots_capture'
  },
];
