import { WebhookEvents } from '../services/webhooks/webhook-events';
import type { DependencyContainer } from 'tsyringe';
import { UrlSigner } from '../media/signed-urls';
import type { MediaStorage } from '../media/storage';
import { mediaStorageFrom } from '../media/storage-from-config';
import { MediaDownloadService } from '../services/media/media-download-service';
import { MediaFiles } from '../services/media/media-files';
import { MediaFromUrlService } from '../services/media/media-from-url-service';
import { MediaReclaimService } from '../services/media/media-reclaim-service';
import { MediaService } from '../services/media/media-service';
import { MediaUploadService } from '../services/media/media-upload-service';
import { UploadSessionService } from '../services/media/upload-session-service';
import { OAuthService } from '../services/people/oauth-service';
import { SessionService } from '../services/people/session-service';
import { WorkspaceService } from '../services/people/workspace-service';
import { MEDIA_STORAGE, once, type ContainerParts } from './parts';

/** Where the bytes live, the signed URLs, and the media services by job. */
export function registerMedia(c: DependencyContainer, parts: ContainerParts): void {
  const { config, orm } = parts;
  c.register(MEDIA_STORAGE, { useValue: mediaStorageFrom(config) });
  c.register(UrlSigner, { useValue: new UrlSigner(config.secret!) });
  c.register(
    MediaFiles,
    once(
      (k) =>
        new MediaFiles(
          k.resolve<MediaStorage>(MEDIA_STORAGE),
          k.resolve(UrlSigner),
          k.resolve(WorkspaceService),
          config,
        ),
    ),
  );
  c.register(
    MediaService,
    once((k) => new MediaService(orm, k.resolve(MediaFiles))),
  );
  c.register(
    MediaUploadService,
    once((k) => {
      const uploads = new MediaUploadService(orm, k.resolve(MediaFiles), k.resolve(UrlSigner), config);
      uploads.outbox = () => k.resolve(WebhookEvents).outbox();
      return uploads;
    }),
  );
  c.register(
    MediaFromUrlService,
    once((k) => {
      const fromUrl = new MediaFromUrlService(orm, k.resolve(MediaFiles));
      fromUrl.outbox = () => k.resolve(WebhookEvents).outbox();
      return fromUrl;
    }),
  );
  c.register(
    MediaDownloadService,
    once((k) => new MediaDownloadService(orm, k.resolve(MediaFiles), k.resolve(UrlSigner))),
  );
  c.register(
    MediaReclaimService,
    once((k) => new MediaReclaimService(orm, k.resolve(MediaFiles))),
  );
  c.register(
    UploadSessionService,
    once(
      (k) =>
        new UploadSessionService(
          orm,
          k.resolve(MediaService),
          k.resolve(MediaUploadService),
          k.resolve(UrlSigner),
          k.resolve(WorkspaceService),
          config,
          undefined,
          k.resolve(OAuthService),
          k.resolve(SessionService),
        ),
    ),
  );
}
