import type { Hash } from 'node:crypto';
import type { PublishStatus } from './client';
import type { CarriedFailure } from './emulator-answers';
import { PRIVACY_LEVELS } from './options';

/** A creator's settings as the creator info query shows them; tests change them per handle. */
export interface CreatorSettings {
  nickname: string;
  privacyLevelOptions: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number;
  /** False: the creator is barred from posting (init answers spam_risk_user_banned_from_posting). */
  canPost: boolean;
}

export function defaultCreator(handle: string): CreatorSettings {
  return {
    nickname: handle,
    privacyLevelOptions: [...PRIVACY_LEVELS],
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
    maxVideoPostDurationSec: 600,
    canPost: true,
  };
}

/** A FILE_UPLOAD in progress: what the init announced and how far the chunks got. */
export interface UploadState {
  uploadId: string;
  token: string;
  videoSize: number;
  chunkSize: number;
  totalChunkCount: number;
  nextChunk: number;
  uploadedBytes: number;
  contentType?: string;
  hash: Hash;
  expiresAt: number;
}

/** One publish id and its state machine: PROCESSING_UPLOAD or _DOWNLOAD, then COMPLETE, INBOX or FAILED. */
export interface PublishRecord {
  publishId: string;
  openId: string;
  kind: 'video' | 'photo';
  postMode: 'DIRECT_POST' | 'MEDIA_UPLOAD';
  status: PublishStatus;
  failReason?: string;
  postInfo: Record<string, unknown>;
  upload?: UploadState;
  /** PULL_FROM_URL media, in order. */
  urls?: string[];
  coverIndex?: number;
  downloadedBytes: number;
  /** What arrived, kept on the post so tests can compare it with what was sent. */
  received: Array<{ url?: string; bytes: number; sha256: string; contentType: string }>;
  postId?: string;
  carried?: CarriedFailure;
}
