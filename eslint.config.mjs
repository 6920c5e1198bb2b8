import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A JSX element whose `type` is (or may be) a checkbox or a radio button. */
const TOGGLE_TYPE =
  "JSXAttribute[name.name='type'] :matches(Literal[value='checkbox'], Literal[value='radio'])";

/** React APIs the embed shim does not provide (they would cost preact/compat). */
const UNSUPPORTED_REACT = [
  'forwardRef',
  'memo',
  'Suspense',
  'lazy',
  'Children',
  'cloneElement',
  'isValidElement',
  'PureComponent',
  'StrictMode',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'startTransition',
  'use',
  'useImperativeHandle',
  'useInsertionEffect',
  'useOptimistic',
  'useActionState',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'host-demo/data/**',
      'coverage/**',
      // The host projects of tests/hosts: built and checked by their own tools (Next.js, vue-tsc…).
      'tests/hosts/*/**',
    ],
  },
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
    files: ['src/ui/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/fixtures/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The marketplace site runs on real React (the host's own): the hooks rules, no shim limits.
    files: ['host-demo/site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Embeds run on Preact core through src/ui/preact/react.ts: keep UI code to what it exports.
    files: ['src/ui/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/fixtures/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: UNSUPPORTED_REACT,
              message: 'Not in the embed shim (src/ui/preact/react.ts); add it there first, or do without.',
            },
            { name: 'react-dom', message: 'Embeds have no react-dom; use the DOM, or a shim export.' },
            { name: 'preact/compat', message: 'Embeds use Preact core through src/ui/preact/react.ts.' },
          ],
          patterns: [
            { group: ['**/widgets/*'], message: 'src/* never imports a widget; widgets talk over the bus.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A text field, a select: onInput (on Preact core onChange is the native change event,
          // which a text field fires on blur).
          selector: `JSXOpeningElement:not(:has(${TOGGLE_TYPE})) > JSXAttribute[name.name='onChange']`,
          message: 'Use onInput: on Preact core onChange is the native change event (fires on blur).',
        },
        {
          // A checkbox, a radio: onChange. React restores a controlled box after the click, before
          // the browser would fire its input event, which then never comes (issue 33).
          selector: `JSXOpeningElement:has(${TOGGLE_TYPE}) > JSXAttribute[name.name='onInput']`,
          message: 'Use onChange on a checkbox or radio: on React its input event never fires.',
        },
        {
          selector: "JSXAttribute[name.name='onDoubleClick']",
          message: 'Use onDblClick: Preact core names DOM events as the DOM does.',
        },
      ],
    },
  },
);
