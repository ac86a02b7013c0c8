/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(m?[tj]s)$': [
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
  },
  // the shared recipe text rules from their sources: the tests need no build of them
  moduleNameMapper: { '^@receitas/shared$': '<rootDir>/../shared/src/index.ts' },
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  setupFiles: ['<rootDir>/src/test/setup-env.ts'],
  testTimeout: 60000,
  // Each integration test file boots its own app on its own database; two cores → two workers.
  maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
};
