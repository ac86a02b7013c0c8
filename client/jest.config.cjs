/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Typing tests take a second or two alone and far longer on a busy 2-core machine: no 5 s limit per test.
  testTimeout: 60000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(m?[tj]sx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test/style-stub.cjs',
    '^@receitas/shared$': '<rootDir>/../shared/src/index.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
