import { styleHook } from '../../../src/ui/styleHook';
import { ICON_CSS } from './iconStyles';

/** Classes of the course page and tee-time step: tiles, the date strip, filter chips, course facts. */
export const useTimesStyles = styleHook((css) => ({
  header: css`
    display: flex;
    gap: 16px;
    align-items: center;
    margin: 0 0 16px;
    h2 {
      margin: 0 0 4px;
    }
    p {
      margin: 0;
    }
    img {
      flex: 0 0 auto;
      width: 96px;
      height: 72px;
      object-fit: cover;
      border-radius: var(--tt-radius);
    }
  `,
  grid: css`
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    grid-auto-flow: dense;
    gap: 8px;
  `,
  tile: css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
    width: 100%;
    height: 100%;
    padding: 12px;
    border: 1px solid var(--tt-line);
    border-radius: var(--tt-radius);
    background: var(--tt-card);
    text-align: left;
    line-height: 1.25;
    cursor: pointer;
    &:enabled:hover {
      border-color: var(--tt-primary);
      box-shadow: inset 0 0 0 1px var(--tt-primary);
    }
    &[data-best] {
      border: 2px solid var(--tt-primary);
    }
    &:disabled {
      cursor: default;
      color: var(--tt-muted);
      background: var(--tt-tint);
    }
    b {
      font-size: 1.25em;
    }
    b + span {
      display: flex;
      flex-wrap: wrap;
      column-gap: 4px;
      white-space: nowrap;
    }
    small {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 8px;
      color: var(--tt-muted);
      font-size: 0.8125em;
    }
    small span {
      display: inline-flex;
      align-items: center;
      gap: 4px;
    }
    ${ICON_CSS}
    i {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      font-style: normal;
      padding: 0 6px;
      border-radius: 4px;
      background: #fdecc8;
      color: #5c3d00;
    }
  `,
  strip: css`
    position: relative;
    display: flex;
    gap: 8px;
    margin: 0 0 8px;
    padding: 2px 40px 8px 2px;
    mask-image: linear-gradient(90deg, #000 calc(100% - 40px), transparent);
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: thin;
    button {
      flex: 0 0 auto;
      scroll-snap-align: start;
      display: grid;
      justify-items: center;
      min-width: 76px;
      padding: 6px 8px;
      border: 1px solid var(--tt-line);
      border-radius: var(--tt-radius);
      background: var(--tt-card);
      line-height: 1.25;
      cursor: pointer;
    }
    small {
      color: var(--tt-muted);
    }
    [aria-pressed='true'] {
      background: var(--tt-primary);
      color: var(--tt-on-primary);
      border-color: var(--tt-primary);
    }
    [aria-pressed='true'] small {
      color: inherit;
    }
  `,
  // The input's width is a date field's own, also for the plain box it is in the first render
  // (src/ui/DateInput), so nothing beside it moves when it becomes the date field.
  later: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin: 0 0 16px;
    label {
      font-weight: 600;
    }
    input {
      width: 9.75em;
      padding: 8px 12px;
      border: 1px solid var(--tt-field-line);
      border-radius: var(--tt-radius);
      background: var(--tt-field);
    }
  `,
  chips: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 12px;
    margin: 0 0 16px;
    label,
    legend {
      display: block;
      font-weight: 600;
      font-size: 0.875em;
    }
    select {
      padding: 8px 12px;
      border: 1px solid var(--tt-field-line);
      border-radius: var(--tt-radius);
      background: var(--tt-field);
    }
    & > [id] {
      flex-basis: 100%;
    }
    [aria-expanded],
    [aria-pressed] {
      padding: 8px 14px;
      border: 1px solid var(--tt-field-line);
      border-radius: 22px;
      background: var(--tt-field);
      cursor: pointer;
    }
    [aria-expanded] {
      font-weight: 600;
    }
    .tt-button {
      margin-top: 16px;
    }
    fieldset {
      border: 0;
      margin: 12px 0 0;
      padding: 0;
      min-width: 0;
    }
    fieldset div {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    [aria-pressed='true'] {
      background: var(--tt-primary);
      color: var(--tt-on-primary);
      border-color: var(--tt-primary);
    }
  `,
  facts: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    gap: 12px 16px;
    margin: 0 0 16px;
    dt {
      color: var(--tt-muted);
      font-size: 0.875em;
    }
    dd {
      margin: 0;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
  `,
}));
