import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { DependencyContainer } from 'tsyringe';
import { Readable } from 'node:stream';
import { MEDIA_STORAGE } from '../../core/container';
import { Media, Post, Workspace, type PostStatus } from '../../core/entities';
import type { MediaStorage } from '../../core/media/storage';
import { newId } from '../../core/ids';
import { MediaService } from '../../core/services/media/media-service';
import { startTimeSkipping, type TimeSkippingWorld } from '../support/time-skipping';

/**
 * An upload presigned and never completed is reclaimed a day later by the maintenance workflow
 * (run hourly by a Temporal Schedule in production), on the time-skipping server's clock.
 */
describe('reclaimAbandonedMedia (time-skipping)', () => {
  let world: TimeSkippingWorld;
  let env: TestWorkflowEnvironment;
  let orm: MikroORM;
  let container: DependencyContainer;

  beforeAll(async () => {
    world = await startTimeSkipping();
    ({ env, orm, container } = world);
  }, 120_000);

  afterAll(() => world?.close());

  it('leaves a fresh presign alone and reclaims it once a day has passed', async () => {
    const em = orm.em.fork();
    const workspace = (await em.findOne(Workspace, { slug: 'demo' }))!;
    const id = newId('med');
    em.create(Media, {
      id,
      workspaceId: workspace.id,
      fileName: 'never.jpg',
      contentType: 'image/jpeg',
      kind: 'image',
      bytes: 1000,
      storageKey: `${workspace.id}/${id}`,
      createdAt: new Date(),
    });
    await em.flush();

    const run = (n: number) =>
      env.client.workflow.execute('reclaimAbandonedMedia', {
        taskQueue: 'reclaim-test',
        workflowId: `reclaim-${n}`,
      });
    const [early, late] = await world.withWorker('reclaim-test', async () => {
      const first = await run(1);
      await env.sleep('25 hours');
      return [first, await run(2)];
    });

    expect(early).toEqual({ reclaimed: 0 });
    expect(late).toEqual({ reclaimed: 1 });
    expect((await orm.em.fork().findOneOrFail(Media, { id })).status).toBe('expired');
    await expect(container.resolve(MediaService).forPublish(workspace.id, [id])).rejects.toMatchObject({
      code: 'media_expired',
    });
  });
  it('keeps an upload-link file 7 days, then reclaims it unless a post may still send it', async () => {
    const em = orm.em.fork();
    const workspace = (await em.findOne(Workspace, { slug: 'demo' }))!;
    const storage = container.resolve<MediaStorage>(MEDIA_STORAGE);
    // The test server's clock, wherever earlier tests left it: the workflow decides by it.
    const now = await env.currentTimeMs();
    const linkFile = async (name: string): Promise<Media> => {
      const id = newId('med');
      const media = em.create(Media, {
        id,
        workspaceId: workspace.id,
        fileName: name,
        contentType: 'image/png',
        kind: 'image',
        bytes: 4,
        storedBytes: 4,
        status: 'ready',
        storageKey: `${workspace.id}/${id}`,
        createdAt: new Date(now),
        completedAt: new Date(now),
        expiresAt: new Date(now + 7 * 24 * 3_600_000),
      });
      await storage.put(media.storageKey, Readable.from([Buffer.from('1234')]), 4);
      return media;
    };
    const postUsing = (media: Media, status: PostStatus) =>
      em.create(Post, {
        id: newId('post'),
        workspaceId: workspace.id,
        content: 'x',
        mediaIds: [media.id],
        status,
      });
    const unused = await linkFile('unused.png');
    const inDraft = await linkFile('draft.png');
    const inChainOfFailed = await linkFile('chain.png');
    const inPublished = await linkFile('published.png');
    postUsing(inDraft, 'draft');
    postUsing(inPublished, 'published');
    em.create(Post, {
      id: newId('post'),
      workspaceId: workspace.id,
      content: 'x',
      threadItems: [{ content: 'one' }, { content: 'two', mediaIds: [inChainOfFailed.id] }],
      status: 'failed',
    });
    await em.flush();

    const run = (n: number) =>
      env.client.workflow.execute('reclaimAbandonedMedia', {
        taskQueue: 'reclaim-kept',
        workflowId: `reclaim-kept-${n}`,
      });
    const [sixDays, eightDays] = await world.withWorker('reclaim-kept', async () => {
      await env.sleep('6 days');
      const first = await run(1);
      await env.sleep('2 days');
      return [first, await run(2)];
    });

    expect(sixDays).toEqual({ reclaimed: 0 });
    expect(eightDays).toEqual({ reclaimed: 2 });
    const status = async (m: Media) => (await orm.em.fork().findOneOrFail(Media, { id: m.id })).status;
    expect(await status(unused)).toBe('expired');
    expect(await status(inPublished)).toBe('expired');
    expect(await status(inDraft)).toBe('ready');
    expect(await status(inChainOfFailed)).toBe('ready');
    expect(await storage.size(unused.storageKey)).toBeNull();
    expect(await storage.size(inDraft.storageKey)).toBe(4);
  });
});
