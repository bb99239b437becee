// Which server process builds a publish: "<host>/<pid>/<run id>" (src/server/publish/dead-publishes.ts),
// so that a publish whose process is gone (killed, the machine restarted) is known dead at once by
// an instance on the same host, rather than after two minutes without a heartbeat. NULL for every
// version recorded before this, and for the baseline.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0014_publish_builder',
  statements: ['ALTER TABLE publishes ADD COLUMN builder TEXT'],
} satisfies StoreMigration;
