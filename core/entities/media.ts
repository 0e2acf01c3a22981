import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';

export type MediaKind = 'image' | 'video' | 'gif' | 'document';
export type MediaStatus = 'pending' | 'ready' | 'expired';

/**
 * One uploaded file. Presign makes it `pending` with what the client declared (name, type, size);
 * the bytes go to storage under `storageKey`; complete probes them (type from the bytes, sizes,
 * duration, SHA-256) and makes it `ready`, the only state a post may use.
 */
export class Media {
  [OptionalProps]?:
    | 'detectedType'
    | 'storedBytes'
    | 'status'
    | 'width'
    | 'height'
    | 'durationSec'
    | 'sha256'
    | 'createdAt'
    | 'completedAt'
    | 'expiresAt';
  id!: string;
  workspaceId!: string;
  fileName!: string;
  /** The type the client declared at presign. */
  contentType!: string;
  /** The type the bytes turned out to be; null until complete. */
  detectedType: string | null = null;
  /** From the declared type at presign, then from the bytes at complete. */
  kind!: MediaKind;
  /** The size the client declared; the upload may not exceed it. */
  bytes!: number;
  /** Bytes actually in storage; null until an upload finished. */
  storedBytes: number | null = null;
  status: MediaStatus = 'pending';
  storageKey!: string;
  width: number | null = null;
  height: number | null = null;
  durationSec: number | null = null;
  sha256: string | null = null;
  createdAt: Date = new Date();
  completedAt: Date | null = null;
  /**
   * When the file may be reclaimed although complete (files that arrived through an upload link
   * are kept 7 days); null: kept until deleted.
   */
  expiresAt: Date | null = null;
}

export const MediaSchema = new EntitySchema<Media>({
  class: Media,
  tableName: 'media',
  indexes: [{ properties: ['workspaceId', 'status', 'createdAt'] }],
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    detectedType: { type: 'string', nullable: true },
    kind: { type: 'string' },
    bytes: { type: new BigIntType('number') },
    storedBytes: { type: new BigIntType('number'), nullable: true },
    status: { type: 'string', default: 'pending' },
    storageKey: { type: 'string' },
    width: { type: 'integer', nullable: true },
    height: { type: 'integer', nullable: true },
    durationSec: { type: 'double', runtimeType: 'number', nullable: true },
    sha256: { type: 'string', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    completedAt: { type: 'Date', nullable: true },
    expiresAt: { type: 'Date', nullable: true },
  },
});
