import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../../core/auth/auth-context';
import type { ResearchConfig } from '../../../core/config';
import { Account, Bridge } from '../../../core/entities';
import { AppError } from '../../../core/errors/app-error';
import { SERVICE, secondsToUtcMidnight, type DailyUsage } from '../../../core/research/daily-usage';
import type { SharedState } from '../../../core/research/shared-state';
import type { AccountService } from '../../../core/services/accounts/account-service';
import type { BridgeJobs } from '../../../core/services/accounts/bridge-jobs';
import { requireExtension } from '../bridge/versions';
import { KR_PLATFORM } from '../limits';
import { AutocompleteClient } from './autocomplete-client';
import type { KrResearchEndpoints } from './endpoints';
import { UpstreamError } from './upstream-http';

/** Spec: Limits (expand seeds, autocomplete cache and pause). */
export const EXPAND_LIMITS = {
  seeds: 10,
  cacheMs: 7 * 86_400_000,
  serverSpacingMs: 60_000,
  pauseFirstMs: 5 * 60_000,
  pauseMaxMs: 60 * 60_000,
  /** Server expansions one API process runs at once before answering busy (`queue`). */
  queueDepth: 8,
  /** Server expansions in a row that found nothing before the person is asked to wait (`recent_seeds_empty`). */
  emptyStreak: 3,
  emptyWaitMs: 10 * 60_000,
  extensionTimeoutMs: 20_000,
} as const;

export type Via = 'extension' | 'server';

export interface ExpandedWord {
  word: string;
  seed: string;
  via: Via;
}

interface Pause {
  until: number;
  level: number;
}

interface PersonExpansion {
  runningSince?: number;
  lastServerAt?: number;
  emptyStreak: number;
}

const PAUSE = 'autocomplete:pause';
const personState = (personId: string) => `autocomplete:person:${personId}`;

/** Seeds whose words are cached: the seed, its words and the path that found them. */
interface CachedSeed {
  seed: string;
  words: string[];
  via: Via;
}

/**
 * Expands seed keywords one level through the platform's autocomplete (spec: POST
 * /v1/kr/keywords/expand): through the person's own browser when their extension is online (it
 * searches as they would), else from the server, which is paced (one call per person per minute,
 * a daily cap) and paused for everyone when the upstream refuses it. Words are cached 7 days.
 */
export class KeywordExpansion {
  private running = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly endpoints: KrResearchEndpoints,
    private readonly limits: ResearchConfig,
    private readonly usage: DailyUsage,
    private readonly state: SharedState,
    private readonly accounts: AccountService,
    private readonly bridges: BridgeJobs,
  ) {}

  async expand(auth: AuthContext, rawSeeds: string[]) {
    const seeds = [...new Set(rawSeeds.map((s) => s.trim().replace(/\s+/g, ' ')).filter(Boolean))];
    if (seeds.length === 0)
      throw AppError.of('invalid_params', { field: 'seeds' }, 'seeds: 1-10 words that are not blank.');
    const now = Date.now();
    const cached = await this.cached(seeds, now);
    const missing = seeds.filter((s) => !cached.has(s));
    const found = new Map<string, CachedSeed>(cached);
    if (missing.length > 0) {
      const fresh =
        (await this.throughExtension(auth, missing)) ?? (await this.throughServer(auth, missing, now));
      for (const entry of fresh) {
        found.set(entry.seed, entry);
        await this.remember(entry);
      }
    }
    const data: ExpandedWord[] = [];
    const seen = new Set<string>();
    for (const seed of seeds) {
      const entry = found.get(seed)!;
      for (const word of entry.words) {
        if (seen.has(word)) continue;
        seen.add(word);
        data.push({ word, seed, via: entry.via });
      }
    }
    return {
      data,
      seeds: seeds.map((seed) => ({
        seed,
        words: found.get(seed)!.words.length,
        via: found.get(seed)!.via,
        cached: cached.has(seed),
      })),
    };
  }

  /** The person's online extension, when one is new enough; undefined otherwise (or when it fails). */
  private async throughExtension(auth: AuthContext, seeds: string[]): Promise<CachedSeed[] | undefined> {
    const em = this.orm.em.fork();
    const accounts = await em.find(Account, {
      workspaceId: { $in: auth.workspaces.map((w) => w.id) },
      platform: KR_PLATFORM,
      state: 'connected',
    });
    if (accounts.length === 0) return undefined;
    const online = await em.find(Bridge, { accountId: { $in: accounts.map((a) => a.id) }, online: true });
    const bridge = online.find(
      (b) => b.extensionVersion && !requireExtension('autocomplete', b.extensionVersion),
    );
    if (!bridge) return undefined;
    const account = accounts.find((a) => a.id === bridge.accountId)!;
    try {
      const asked = await this.bridges.ask(
        account.id,
        'autocomplete',
        { seeds, url: `${this.endpoints.autocomplete.baseUrl}/nx/ac` },
        { timeoutMs: EXPAND_LIMITS.extensionTimeoutMs, wake: this.accounts.wakeOf(account) },
      );
      if (!('result' in asked) || !asked.result.ok) return undefined;
      const words = ((asked.result as { data?: { words?: Record<string, unknown> } }).data?.words ??
        {}) as Record<string, unknown>;
      return seeds.map((seed) => ({
        seed,
        via: 'extension' as const,
        words: Array.isArray(words[seed])
          ? (words[seed] as unknown[]).filter((w): w is string => typeof w === 'string')
          : [],
      }));
    } catch {
      // Gone offline between the look and the ask: the server answers instead.
      return undefined;
    }
  }

  private async throughServer(auth: AuthContext, seeds: string[], now: number): Promise<CachedSeed[]> {
    if (this.limits.autocompleteDailyCalls === 0)
      throw AppError.of(
        'kr_autocomplete_unavailable',
        {},
        'No extension of yours is online and server autocomplete is off on this server (KR_AUTOCOMPLETE_DAILY_CALLS=0); pass your own keyword list to judge or research_kr_keywords.',
      );
    const pause = await this.state.read<Pause>(PAUSE);
    if (pause && pause.until > now) throw paused(Math.ceil((pause.until - now) / 1000));
    if (this.running >= EXPAND_LIMITS.queueDepth) throw busy('queue', 5);
    await this.claim(auth.person.id, now);
    this.running += 1;
    try {
      if (
        (await this.usage.take(SERVICE, 'autocomplete', seeds.length, this.limits.autocompleteDailyCalls)) <
        seeds.length
      )
        throw busy('daily_cap', secondsToUtcMidnight());
      const client = new AutocompleteClient(this.endpoints.autocomplete);
      const entries: CachedSeed[] = [];
      for (const seed of seeds) {
        try {
          entries.push({ seed, via: 'server', words: await client.suggest(seed) });
        } catch (err) {
          if (!(err instanceof UpstreamError)) throw err;
          if (err.failure === 'refused' || err.failure === 'limited')
            throw paused(await this.pauseForEveryone());
          throw AppError.of(
            'kr_autocomplete_unavailable',
            { upstreamFailure: err.failure },
            `The autocomplete did not answer (${err.failure}) and no extension of yours is online; pass your own keyword list to judge or research_kr_keywords.`,
          );
        }
      }
      await this.release(
        auth.person.id,
        entries.every((e) => e.words.length === 0),
        true,
      );
      return entries;
    } catch (err) {
      await this.release(auth.person.id, false, false);
      throw err;
    } finally {
      this.running -= 1;
    }
  }

  /** The person's turn at the server: not while one runs, not within 60 s of the last, not after a run of empty seeds. */
  private async claim(personId: string, now: number): Promise<void> {
    const refusal = await this.state.change<PersonExpansion, AppError | undefined>(
      personState(personId),
      (current) => {
        const s = current ?? { emptyStreak: 0 };
        if (s.runningSince && now - s.runningSince < 2 * 60_000)
          return { next: s, result: busy('running', 5) };
        if (s.lastServerAt && now - s.lastServerAt < EXPAND_LIMITS.serverSpacingMs)
          return {
            next: s,
            result: busy('spacing', Math.ceil((s.lastServerAt + EXPAND_LIMITS.serverSpacingMs - now) / 1000)),
          };
        if (
          s.emptyStreak >= EXPAND_LIMITS.emptyStreak &&
          s.lastServerAt &&
          now - s.lastServerAt < EXPAND_LIMITS.emptyWaitMs
        )
          return {
            next: s,
            result: busy(
              'recent_seeds_empty',
              Math.ceil((s.lastServerAt + EXPAND_LIMITS.emptyWaitMs - now) / 1000),
            ),
          };
        return { next: { ...s, runningSince: now }, result: undefined };
      },
    );
    if (refusal) throw refusal;
  }

  /** The run is over; `answered`: the server answered, so the 60-second spacing starts. */
  private async release(personId: string, empty: boolean, answered: boolean): Promise<void> {
    await this.state.change<PersonExpansion, void>(personState(personId), (current) => {
      const s = current ?? { emptyStreak: 0 };
      return {
        next: answered
          ? { lastServerAt: Date.now(), emptyStreak: empty ? s.emptyStreak + 1 : 0 }
          : { lastServerAt: s.lastServerAt, emptyStreak: s.emptyStreak },
        result: undefined,
      };
    });
  }

  /** 5 minutes, doubling while refusals follow each other within an hour of the last pause, up to an hour. */
  private async pauseForEveryone(): Promise<number> {
    return this.state.change<Pause, number>(PAUSE, (current) => {
      const now = Date.now();
      const level = current && now - current.until < EXPAND_LIMITS.pauseMaxMs ? current.level + 1 : 0;
      const ms = Math.min(EXPAND_LIMITS.pauseFirstMs * 2 ** level, EXPAND_LIMITS.pauseMaxMs);
      return { next: { until: now + ms, level }, result: Math.ceil(ms / 1000) };
    });
  }

  private async cached(seeds: string[], now: number): Promise<Map<string, CachedSeed>> {
    const rows = await this.orm.em
      .getConnection()
      .execute<Array<{ seed: string; words: string[]; via: Via }>>(
        `select "seed", "words", "via" from "autocomplete_entries" where "seed" in (${seeds.map(() => '?').join(',')}) and "fetched_at" > ?`,
        [...seeds, new Date(now - EXPAND_LIMITS.cacheMs)],
      );
    return new Map(rows.map((r) => [r.seed, r]));
  }

  private async remember(entry: CachedSeed): Promise<void> {
    await this.orm.em.getConnection().execute(
      `insert into "autocomplete_entries" ("seed", "words", "via", "fetched_at") values (?, ?::jsonb, ?, now())
       on conflict ("seed") do update set "words" = excluded."words", "via" = excluded."via", "fetched_at" = excluded."fetched_at"`,
      [entry.seed, JSON.stringify(entry.words), entry.via],
    );
  }
}

function paused(retryAfterSeconds: number): AppError {
  return AppError.of(
    'kr_autocomplete_paused',
    { retryAfterSeconds },
    `The autocomplete refused the server's calls; expansion from the server is paused for everyone for ${retryAfterSeconds} s. Pass your own keyword list to judge or research_kr_keywords meanwhile.`,
  ).withHeader('Retry-After', String(retryAfterSeconds));
}

const BUSY_REASONS = {
  queue: 'too many expansions are waiting on the server',
  running: 'an expansion of yours is already running',
  spacing: 'the server ran one for you in the last 60 seconds',
  daily_cap: "the server's daily autocomplete calls are used up",
  recent_seeds_empty: 'your recent seeds all came back empty; check them before trying more',
} as const;

function busy(reason: keyof typeof BUSY_REASONS, retryAfterSeconds: number): AppError {
  return AppError.of(
    'kr_autocomplete_busy',
    { reason, retryAfterSeconds },
    `Expansion is busy: ${BUSY_REASONS[reason]}; try again in ${retryAfterSeconds} s.`,
  ).withHeader('Retry-After', String(retryAfterSeconds));
}
