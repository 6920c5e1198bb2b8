import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'host-demo/data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': 'off',
    },
  },
  {
    // Layers: src/core and src/domain are framework-free; widgets never import each other.
    files: ['src/core/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*'],
              message: 'src/core and src/domain are framework-free.',
            },
            {
              group: ['jotai', 'jotai/*', 'goober', '@r2wc/*'],
              message: 'src/core and src/domain are framework-free.',
            },
            {
              group: ['**/ui/*', '**/widgets/*'],
              message: 'Imports point down only: core/domain never import ui or widgets.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/widgets/*'], message: 'src/* never imports a widget.' }] },
      ],
    },
  },
);
