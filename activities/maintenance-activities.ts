import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { ORM } from '../core/container';
import { IdempotencyService } from '../core/services/idempotency-service';
import { MediaService } from '../core/services/media-service';

/** Housekeeping run by Temporal Schedules (core/temporal/maintenance-schedules.ts). */
export function createMaintenanceActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);
  return {
    /** Uploads never completed within a day, and kept files (upload links) past their time. */
    async reclaimAbandonedUploads(nowIso: string): Promise<number> {
      const media = container.resolve(MediaService);
      const now = new Date(nowIso);
      return (await media.reclaimAbandoned(now)) + (await media.reclaimExpired(now));
    },
    async deleteExpiredIdempotencyRecords(): Promise<number> {
      return RequestContext.create(orm.em, () =>
        container.resolve(IdempotencyService).deleteExpired(new Date()),
      );
    },
  };
}

export type MaintenanceActivities = ReturnType<typeof createMaintenanceActivities>;
