import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the client, generated from the committed SDL and the operations beside each feature.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*', '!client/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    // CODEGEN_OUT lets the freshness test generate into a scratch folder and compare.
    [process.env.CODEGEN_OUT ?? 'client/src/gql/']: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string' } },
    },
  },
};

export default config;
