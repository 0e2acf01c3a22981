import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { Context } from '@temporalio/activity';
import type { Config } from '../core/config';
import { CONFIG, ORM } from '../core/container';
import { LogService } from '../core/services/operations/log-service';
import { IdempotencyService } from '../core/services/operations/idempotency-service';
import { MediaReclaimService } from '../core/services/media/media-reclaim-service';
import { expireResearch } from '../core/research/research-expiry';

/** Housekeeping run by Temporal Schedules (core/temporal/maintenance-schedules.ts). */
export function createMaintenanceActivities(container: DependencyContainer) {
  const orm = container.resolve<MikroORM>(ORM);
  return {
    /** Uploads never completed within a day, and kept files (upload links) past their time. */
    async reclaimAbandonedUploads(nowIso: string): Promise<number> {
      const media = container.resolve(MediaReclaimService);
      const now = new Date(nowIso);
      return (await media.reclaimAbandoned(now)) + (await media.reclaimExpired(now));
    },
    /**
     * Request logs past REQUEST_LOG_RETENTION_DAYS. Heartbeats each batch, so a first run over a
     * large backlog shows its progress in the Temporal UI and is not timed out while it works.
     */
    async deleteOldRequestLogs(nowIso: string): Promise<number> {
      const days = container.resolve<Config>(CONFIG).requestLogRetentionDays;
      const cutoff = new Date(new Date(nowIso).getTime() - days * 86_400_000);
      return container
        .resolve(LogService)
        .deleteOlderThan(cutoff, (deleted) => Context.current().heartbeat({ deleted }));
    },
    /** Video reports past 30 days, and research caches past their time. */
    async deleteExpiredResearch(nowIso: string): Promise<Record<string, number>> {
      return expireResearch(orm, new Date(nowIso));
    },
    async deleteExpiredIdempotencyRecords(): Promise<number> {
      return RequestContext.create(orm.em, () =>
        container.resolve(IdempotencyService).deleteExpired(new Date()),
      );
    },
  };
}

export type MaintenanceActivities = ReturnType<typeof createMaintenanceActivities>;
