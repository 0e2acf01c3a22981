import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', '.fanout/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Workflows run in Temporal's deterministic sandbox: no Node APIs, no ORM, no container.
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@mikro-orm/*', 'tsyringe', 'node:*', 'fs', 'http', '../core/*', '../plugins/*'] },
      ],
    },
  },
);
