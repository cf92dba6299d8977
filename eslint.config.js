import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's operations and fragments, checked against the schema the gateway serves. */
const webOperations = 'web/src/**/*.graphql';
const fromRoot = (path) => fileURLToPath(new URL(path, import.meta.url));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/__generated__/**', 'data/**', '**/test-results/**'] },
  {
    // The JavaScript and TypeScript rules; the GraphQL documents have their own below.
    files: ['**/*.{js,cjs,mjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [webOperations],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: {
        graphQLConfig: {
          // The gateway's schema, plus the directives Apollo Client reads itself (@unmask).
          schema: [fromRoot('schema/graphql/*.graphql'), fromRoot('web/client-directives.graphql')],
          documents: fromRoot(webOperations),
        },
      },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      // STYLE.md: a fragment is named after the component that owns it and its prop, `<Component>_<prop>`.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPatterns: [/^(query|mutation|subscription|get)/i, /(query|mutation|subscription)$/i],
          },
          FragmentDefinition: {
            style: 'PascalCase',
            requiredPattern: /_(?<camelCase>.+?)$/,
            forbiddenPatterns: [/(^fragment)|(fragment$)/i],
          },
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
