// Two projects: `unit` needs nothing running (rules, plugins against their emulators);
// `integration` gets a real PostgreSQL and a real Temporal dev server from its global setup.
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

module.exports = {
  // Suites start real servers and databases; on a loaded 2-core machine that can take a while.
  testTimeout: 60_000,
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.js',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/contract/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts', '<rootDir>/test/workflow/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
