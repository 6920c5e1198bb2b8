import type { StyleTarget } from './styleTarget';

/** The class of a `<dialog>` (src/ui/Dialog, and first screens that hold a closed one). */
export const dialogBox = (css: StyleTarget['css']): string => css`
  width: min(420px, calc(100vw - 32px));
  padding: 20px;
  border: 0;
  border-radius: 12px;
  color: var(--tt-text);
  background: var(--tt-surface, var(--tt-card));
  box-shadow: 0 12px 40px rgb(0 0 0 / 25%);
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 12px;
  }
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  .tt-close {
    border: 0;
    background: transparent;
    font-size: 1.5em;
    line-height: 1;
    cursor: pointer;
    padding: 4px 8px;
  }
`;
