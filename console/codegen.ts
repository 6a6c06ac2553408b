import type { CodegenConfig } from '@graphql-codegen/cli';

// The console's typed documents: every graphql(`…`) in src/ is checked
// against the server's schema and typed from it (npm run codegen).
const config: CodegenConfig = {
  schema: '../schema/*.graphqls',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Time: 'string', Date: 'string', ID: 'string', Int64: 'string', Map: 'Record<string, unknown>' },
      },
      // persisted-documents.json lists every operation the console sends:
      // the server's tests check each against the complexity limit.
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
    },
  },
};

export default config;
