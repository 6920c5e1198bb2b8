/**
 * What `react` means in the embed bundles (ESM and IIFE): Preact core plus hooks, with the
 * React names our runtime and jotai use. Not preact/compat: compat costs ~3.4 KB gzip
 * of every widget (measured on the runtime fixture) for React features we do not use.
 *
 * Rules for widget code, enforced by ESLint: use `onInput` for text fields and selects (on Preact
 * core `onChange` is the native change event, which a text field fires on blur), `onChange` for
 * checkboxes and radios (React restores a controlled box after its click, so the browser never
 * fires its input event), and only the names exported here. The React build (dist/react) runs the
 * same code on real React; `npm run test:browser` runs every widget test on both.
 */
import { Component, createContext, createElement, createRef, Fragment } from 'preact';
import {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

export {
  Component,
  createContext,
  createElement,
  createRef,
  Fragment,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
};

/**
 * jotai imports React as a default export and reads only `use` (absent here as in React 18, so
 * jotai uses its own). Listing more would keep them in every bundle.
 */
export default { createElement };
