import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * An upload link: a signed, keyless address taking up to `maxFiles` files into a workspace until
 * `expiresAt`. Each file becomes a Media record (completed on arrival), listed in `mediaIds`.
 */
export class UploadSession {
  [OptionalProps]?: 'fileCount' | 'mediaIds' | 'createdAt';
  id!: string;
  workspaceId!: string;
  /** The key that made the link; files arrive with its scopes, and the link dies with it. */
  keyId!: string;
  maxFiles!: number;
  /** Slots taken, uploads in flight included (so concurrent uploads cannot pass maxFiles). */
  fileCount = 0;
  /** The media received, in order of arrival. */
  mediaIds: string[] = [];
  expiresAt!: Date;
  createdAt: Date = new Date();
}

export const UploadSessionSchema = new EntitySchema<UploadSession>({
  class: UploadSession,
  tableName: 'upload_sessions',
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string', index: true },
    keyId: { type: 'string' },
    maxFiles: { type: 'integer' },
    fileCount: { type: 'integer', default: 0 },
    mediaIds: { type: 'json' },
    expiresAt: { type: 'Date' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
