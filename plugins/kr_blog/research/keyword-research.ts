import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../../core/errors/app-error';
import { newId } from '../../../core/ids';
import { secondsToUtcMidnight, type DailyUsage } from '../../../core/research/daily-usage';
import { keywordKey } from './keyword-key';
import { KEYWORD_LIMITS, type KeywordMeasurer, type MeasureResult } from './keyword-measurer';
import type { KeywordStore } from './keyword-store';
import type { Measurement, Unmeasured } from './measurement';
import { judge, setsOf, type Judged, type KeywordSet } from './verdict';

/** Same person, same keyword set within ten minutes: the saved report is answered again (spec: Limits). */
export const REPORT_DEDUPE_MS = 10 * 60_000;

export interface MeasureInput {
  keywords: string[];
  withDocs?: boolean;
  budgetMs?: number;
}

export interface JudgeInput {
  keywords: string[];
  save?: boolean;
  seedText?: string;
  cacheOnly?: boolean;
  budgetMs?: number;
}

export interface KeywordReport {
  id: string;
  createdAt: string;
  seedText: string;
  keywords: string[];
  main: string | null;
  subs: string[];
  sets: KeywordSet[];
  measured: Judged[];
}

interface ReportRow {
  id: string;
  seed_text: string;
  keywords: string[];
  main: string | null;
  subs: string[];
  sets: KeywordSet[];
  measured: Judged[];
  created_at: Date;
}

/**
 * Keyword research for the Korean blog (spec: Korean-blog tools): measure, judge (verdicts and
 * sets, saved as the person's reports), reports and a keyword's history. The person's quotas are
 * counted per UTC day; what came from the shared cache is free.
 */
export class KeywordResearch {
  constructor(
    private readonly orm: MikroORM,
    private readonly measurer: KeywordMeasurer,
    private readonly store: KeywordStore,
    private readonly usage: DailyUsage,
  ) {}

  async measure(personId: string, input: MeasureInput) {
    const result = await this.measurer.measure(personId, input.keywords, {
      withDocs: input.withDocs ?? true,
      budgetMs: input.budgetMs ?? KEYWORD_LIMITS.budgetMs,
      cacheOnly: false,
      freshCap: KEYWORD_LIMITS.freshPerMeasureCall,
    });
    return { ...answerOf(result, input.withDocs ?? true), quota: await this.quota(personId) };
  }

  async judge(personId: string, input: JudgeInput) {
    const now = new Date();
    const keys = [...new Set(input.keywords.map(keywordKey))].sort();
    const setKey = keys.join('\n');
    if (input.save) {
      const existing = await this.recentReport(personId, setKey, now);
      if (existing)
        return {
          ...reportAnswer(existing),
          reportId: existing.id,
          reused: true,
          quota: await this.quota(personId),
        };
    }
    // A judge call counts when it may reach upstream (the measurer asks, after its cache look-up);
    // it is given back if nothing did.
    let charged = false;
    const takeJudgeCall = async () => {
      if ((await this.usage.take(personId, 'seeds', 1, KEYWORD_LIMITS.judgeCallsPerDay, now)) === 0)
        throw AppError.of(
          'quota_exceeded',
          { what: 'seeds', limit: KEYWORD_LIMITS.judgeCallsPerDay },
          `The ${KEYWORD_LIMITS.judgeCallsPerDay} judge calls a day are used up; cacheOnly: true still answers from the cache. Resets at the UTC day change.`,
          429,
        ).withHeader('Retry-After', String(secondsToUtcMidnight(now)));
      charged = true;
    };
    let result: MeasureResult;
    try {
      result = await this.measurer.measure(
        personId,
        input.keywords,
        {
          withDocs: true,
          budgetMs: input.budgetMs ?? KEYWORD_LIMITS.budgetMs,
          cacheOnly: input.cacheOnly ?? false,
          freshCap: KEYWORD_LIMITS.perCall,
          beforeUpstream: takeJudgeCall,
        },
        now,
      );
    } catch (err) {
      if (charged) await this.usage.refund(personId, 'seeds', 1, now);
      throw err;
    }
    if (charged && result.spent === 0) await this.usage.refund(personId, 'seeds', 1, now);
    const judged = result.measured.map(judge);
    const sets = setsOf(judged);
    const answer = {
      ...answerOf({ ...result, measured: judged }, true),
      sets,
      main: sets[0]?.main ?? null,
      subs: sets[0]?.subs ?? [],
    };
    if (!input.save) return { ...answer, quota: await this.quota(personId) };
    const report: KeywordReport = {
      id: newId('krr'),
      createdAt: now.toISOString(),
      seedText: (input.seedText?.trim() || input.keywords.slice(0, 5).join(', ')).slice(0, 200),
      keywords: input.keywords,
      main: answer.main,
      subs: answer.subs,
      sets,
      measured: judged,
    };
    await this.orm.em.getConnection().execute(
      `insert into "keyword_reports" ("id", "person_id", "seed_text", "keywords", "set_key", "main", "subs", "sets", "measured", "created_at")
       values (?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?)`,
      [
        report.id,
        personId,
        report.seedText,
        JSON.stringify(report.keywords),
        setKey,
        report.main,
        JSON.stringify(report.subs),
        JSON.stringify(report.sets),
        JSON.stringify(report.measured),
        now,
      ],
    );
    return { ...answer, reportId: report.id, reused: false, quota: await this.quota(personId) };
  }

  async reports(personId: string, limit: number): Promise<KeywordReport[]> {
    const rows = await this.orm.em
      .getConnection()
      .execute<ReportRow[]>(
        `select * from "keyword_reports" where "person_id" = ? order by "created_at" desc, "id" desc limit ?`,
        [personId, limit],
      );
    return rows.map(reportOf);
  }

  async history(keyword: string, limit: number) {
    return this.store.history(keyword, limit);
  }

  /** Today's use of the person's keyword quotas. */
  async quota(personId: string) {
    return {
      judgeCalls: { used: await this.usage.used(personId, 'seeds'), limit: KEYWORD_LIMITS.judgeCallsPerDay },
      measured: { used: await this.usage.used(personId, 'measured'), limit: KEYWORD_LIMITS.measuredPerDay },
    };
  }

  private async recentReport(
    personId: string,
    setKey: string,
    now: Date,
  ): Promise<KeywordReport | undefined> {
    const rows = await this.orm.em.getConnection().execute<ReportRow[]>(
      `select * from "keyword_reports" where "person_id" = ? and "set_key" = ? and "created_at" > ?
        order by "created_at" desc limit 1`,
      [personId, setKey, new Date(now.getTime() - REPORT_DEDUPE_MS)],
    );
    return rows[0] ? reportOf(rows[0]) : undefined;
  }
}

function answerOf(
  result: { measured: Measurement[]; unmeasured: Unmeasured[]; partial: boolean },
  withDocs: boolean,
) {
  const docsMissing = withDocs && result.measured.some((m) => m.docs === null);
  return {
    data: result.measured,
    unmeasured: result.unmeasured,
    partial: result.partial || docsMissing,
  };
}

function reportAnswer(report: KeywordReport) {
  return {
    data: report.measured,
    unmeasured: [],
    partial: false,
    sets: report.sets,
    main: report.main,
    subs: report.subs,
  };
}

function reportOf(row: ReportRow): KeywordReport {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    seedText: row.seed_text,
    keywords: row.keywords,
    main: row.main,
    subs: row.subs,
    sets: row.sets,
    measured: row.measured,
  };
}
