import { readExtensionFrame } from '../../plugins/kr_blog/bridge/protocol';
import {
  CURRENT_EXTENSION_VERSION,
  compareVersions,
  requireExtension,
} from '../../plugins/kr_blog/bridge/versions';
import manifest from '../../plugins/kr_blog/extension/manifest.json';

describe('kr bridge protocol frames', () => {
  const hello = {
    type: 'hello',
    protocol: 1,
    token: 'brt_abc',
    version: '0.8.0',
    login: { state: 'signed_in', user: 'me' },
    blog: { id: 'my_blog' },
  };

  it('reads each message the extension sends', () => {
    for (const frame of [
      hello,
      { type: 'state', login: { state: 'signed_out' } },
      { type: 'ping' },
      { type: 'progress', jobId: 'job_1', step: 'uploading' },
      {
        type: 'result',
        jobId: 'job_1',
        ok: true,
        logNo: '223456789012',
        url: 'http://blog/my_blog/223456789012',
      },
      { type: 'result', jobId: 'job_1', ok: false, code: 'kr_tab_lost' },
    ]) {
      expect(readExtensionFrame(JSON.stringify(frame))).toEqual({ message: frame });
    }
  });

  it('reads a refusal whose code the catalogue lacks as bridge_unsupported, its own code in detail', () => {
    for (const code of ['kr_brand_new_refusal', '__proto__', 'constructor']) {
      expect(readExtensionFrame(JSON.stringify({ type: 'result', jobId: 'j', ok: false, code }))).toEqual({
        message: {
          type: 'result',
          jobId: 'j',
          ok: false,
          code: 'bridge_unsupported',
          detail: `The extension answered ${code}, a code this service does not know.`,
        },
      });
    }
  });

  it('says why a frame is not a message, and never throws', () => {
    expect(readExtensionFrame('{')).toEqual({ problem: 'not JSON' });
    expect(readExtensionFrame('null')).toEqual({ problem: 'not a protocol 1 message' });
    expect(readExtensionFrame(JSON.stringify({ ...hello, extra: 1 }))).toEqual({
      problem: 'not a protocol 1 message (type hello)',
    });
    expect(
      readExtensionFrame(JSON.stringify({ type: 'result', jobId: 'j', ok: true, logNo: 'abc', url: 'u' })),
    ).toMatchObject({
      problem: expect.any(String),
    });
    expect(readExtensionFrame(JSON.stringify({ ...hello, blog: { id: '../x' } }))).toMatchObject({
      problem: expect.any(String),
    });
    expect(readExtensionFrame('"\ud800"')).toMatchObject({ problem: expect.any(String) });
    expect(readExtensionFrame(`"${'x'.repeat(70_000)}"`)).toEqual({ problem: 'frame over 64 KB' });
  });
});

describe('extension versions', () => {
  it('names the version of the extension this repository ships', () => {
    expect(manifest.version).toBe(CURRENT_EXTENSION_VERSION);
  });

  it('compares versions as Chrome numbers them', () => {
    expect(compareVersions('0.7.10', '0.7.9')).toBeGreaterThan(0);
    expect(compareVersions('0.7.2', '0.7.2.0')).toBe(0);
    expect(compareVersions('1', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('garbage', '0.0.1')).toBeLessThan(0);
  });

  it('refuses a feature to an older extension with both versions', () => {
    expect(requireExtension('edit', '0.4.0')).toBeUndefined();
    expect(requireExtension('rewriteEditorPost', '0.7.3', { awaitingRelease: true })).toMatchObject({
      code: 'extension_outdated',
      extra: { extensionVersion: '0.7.3', requiredVersion: '0.7.8', bridge: { awaitingRelease: true } },
    });
    expect(requireExtension('drafts', '0.7.1')?.extra.requiredVersion).toBe('0.7.2');
    expect(requireExtension('aiLabelPhotos', '0.7.2')?.extra.requiredVersion).toBe('0.7.3');
  });
});
