import { DefaultLogger, Runtime } from '@temporalio/worker';
import { keepingAnInstalledRuntime } from '../../activities/worker';

/** The worker installs the SDK's runtime once per process; only "already installed" is let pass. */
describe('installing the Temporal runtime', () => {
  it('keeps a runtime already installed in the process', () => {
    const install = () => Runtime.install({ logger: new DefaultLogger('WARN') });
    keepingAnInstalledRuntime(install);
    const first = Runtime.instance();
    expect(() => keepingAnInstalledRuntime(install)).not.toThrow();
    expect(Runtime.instance()).toBe(first);
  });

  it('throws any other failure to install, instead of taking it for one already there', () => {
    const broken = new Error('telemetry: cannot bind 0.0.0.0:9464');
    expect(() =>
      keepingAnInstalledRuntime(() => {
        throw broken;
      }),
    ).toThrow(broken);
  });
});
