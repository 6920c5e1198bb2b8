import type { StyleTarget } from '../../src/ui/styleTarget';
import { hotBadgeRule } from '../../src/ui/hotBadgeRule';

/** Styles of `<teetime-search>` (goober, scoped to the shadow root; px/em only). */
export const searchStyles = (css: StyleTarget['css']) => css`
  h2 {
    margin-top: 16px;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 12px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  .tt-form,
  .tt-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: flex-end;
  }
  /* The least a field takes is its own (a date field's width), not its content's: the plain box of
     the first render and the date field after it (src/ui/DateInput) wrap the row alike, so the
     results below do not move when it becomes the date field. */
  .tt-form .tt-field {
    flex: 1 1 140px;
    min-width: 9.75em;
  }
  .tt-form .tt-combo {
    flex: 3 1 240px;
    position: relative;
  }
  .tt-form-error:empty,
  .tt-field-error:empty {
    display: none;
  }
  [role='listbox'] {
    position: absolute;
    z-index: 2;
    left: 0;
    right: 0;
    margin: 2px 0 0;
    padding: 4px 0;
    list-style: none;
    background: var(--tt-field);
    border: 1px solid var(--tt-field-line);
    border-radius: 6px;
    max-height: 320px;
    overflow: auto;
  }
  [role='option'] {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 10px;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: var(--tt-tint);
  }
  .tt-tag {
    font-size: 0.8em;
    color: var(--tt-muted);
  }
  .tt-card-body {
    min-width: 0;
  }
  ${hotBadgeRule}
  .tt-fav {
    align-self: flex-start;
    border: 1px solid var(--tt-field-line);
    border-radius: 50%;
    width: 44px;
    height: 44px;
    background: var(--tt-field);
    color: var(--tt-danger);
    font-size: 1.2em;
    cursor: pointer;
  }
  .tt-banner {
    padding: 12px;
    border-radius: var(--tt-radius);
    background: var(--tt-warning);
  }
  .tt-home > * {
    margin: 0 0 16px;
  }
  .tt-home h2 {
    margin-top: 0;
  }
  .tt-home-list {
    list-style: none;
    padding: 0;
  }
  .tt-home-list li {
    min-height: 64px;
    margin-bottom: 12px;
    line-height: 20px;
  }
  .tt-home-list .tt-link {
    display: block;
    text-align: left;
    font-weight: 700;
  }
  .tt-home a {
    color: var(--tt-accent);
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .tt-explore ul {
    columns: 2;
  }
`;
