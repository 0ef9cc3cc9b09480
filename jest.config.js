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
        // Component tests: each declares `@jest-environment jsdom`.
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
      // A project's own testTimeout is ignored by Jest 30.
      setupFilesAfterEnv: ['<rootDir>/infra/src/jest/slow-tests.ts'],
      globalSetup: '<rootDir>/infra/src/jest/global-setup.ts',
      globalTeardown: '<rootDir>/infra/src/jest/global-teardown.ts',
      globals: { testStack: { apps: false } },
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
      // Tells a journey's afterEach whether its test failed, so a failure leaves a trace and a screenshot.
      testEnvironment: '<rootDir>/e2e/journey-environment.ts',
      setupFilesAfterEnv: ['<rootDir>/infra/src/jest/slow-tests.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
      globals: { testStack: { apps: true } },
    },
  ],
};
