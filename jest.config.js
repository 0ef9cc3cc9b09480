/** Test layers: unit (beside the code), integration (test/ against real servers), e2e (browser). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const base = { transform: { '^.+\\.tsx?$': swc }, testEnvironment: 'node', setupFiles: ['reflect-metadata'] };
module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{packages,gateway,services,infra}/**/src/**/*.spec.ts',
        '<rootDir>/frontend/src/**/*.spec.ts',
        // Component tests (React Testing Library); each declares `@jest-environment jsdom`.
        '<rootDir>/frontend/src/**/*.spec.tsx',
      ],
      moduleNameMapper: { '\\.css$': '<rootDir>/frontend/test-support/style-stub.ts' },
      setupFiles: [...base.setupFiles, '<rootDir>/frontend/test-support/jsdom-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/infra/src/jest/unit-timeout.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/test/**/*.int.spec.ts'],
      // 120 s per test (a project's own testTimeout is ignored by Jest 30).
      setupFilesAfterEnv: ['<rootDir>/infra/src/jest/slow-tests.ts'],
      // One stack of real servers (no apps) per run, on free ports in a temporary folder;
      // test files read it with stackEnv() from @typing/infra/jest.
      globalSetup: '<rootDir>/infra/src/jest/global-setup.ts',
      globalTeardown: '<rootDir>/infra/src/jest/global-teardown.ts',
      globals: { testStack: { apps: false } },
    },
    {
      ...base,
      displayName: 'e2e',
      // Browser journeys: one whole stack (servers, apps, Vite) for every file (e2e/journey.ts);
      // a file that sets the apps' env or kills parts starts its own.
      testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
      // Node's environment that also tells a journey's afterEach whether its test failed, so a
      // failure leaves a trace and a screenshot in e2e/artifacts/failures.
      testEnvironment: '<rootDir>/e2e/journey-environment.ts',
      setupFilesAfterEnv: ['<rootDir>/infra/src/jest/slow-tests.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/infra/src/jest/global-teardown.ts',
      globals: { testStack: { apps: true } },
    },
  ],
};
