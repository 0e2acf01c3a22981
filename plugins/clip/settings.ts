import { PLATFORM_TRANSFER_LIMITS, PREFERRED_CHUNK_BYTES, type TransferLimits } from './limits';

/** How the plugin paces an upload and waits for the platform; tests shrink every number. */
export interface ClipSettings {
  transfer: TransferLimits;
  /** Preferred chunk size; clamped to the transfer limits. */
  chunkBytes: number;
  /** Time between two status fetches (the platform allows 30 a minute per token). */
  pollIntervalMs: number;
  /** Spec upload_stalled: no movement for 30 minutes. */
  stallTimeoutMs: number;
  /** Spec upload_stalled: or past 6 hours in all. */
  maxProcessingMs: number;
}

export const DEFAULT_SETTINGS: ClipSettings = {
  transfer: PLATFORM_TRANSFER_LIMITS,
  chunkBytes: PREFERRED_CHUNK_BYTES,
  pollIntervalMs: 3_000,
  stallTimeoutMs: 30 * 60 * 1000,
  maxProcessingMs: 6 * 60 * 60 * 1000,
};

export type ClipSettingsInput = Partial<Omit<ClipSettings, 'transfer'>> & {
  transfer?: Partial<TransferLimits>;
};

export function resolveSettings(input: ClipSettingsInput = {}): ClipSettings {
  return {
    ...DEFAULT_SETTINGS,
    ...input,
    transfer: { ...DEFAULT_SETTINGS.transfer, ...input.transfer },
  };
}
