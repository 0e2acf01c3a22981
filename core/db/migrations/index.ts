import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121Initial } from './20261121-initial';
import { Migration20261122PostLifecycle } from './20261122-post-lifecycle';
import { Migration20261123Media } from './20261123-media';
import { Migration20261124UploadSessions } from './20261124-upload-sessions';

/** Every migration in order. A new one is a file here plus a line in this list. */
export const migrationsList: MigrationObject[] = [
  { name: '20261121-initial', class: Migration20261121Initial },
  { name: '20261122-post-lifecycle', class: Migration20261122PostLifecycle },
  { name: '20261123-media', class: Migration20261123Media },
  { name: '20261124-upload-sessions', class: Migration20261124UploadSessions },
];
