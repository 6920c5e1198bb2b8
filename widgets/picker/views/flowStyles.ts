import { styleHook } from '../../../src/ui/styleHook';

/** The booking flow's classes: the stepper, the compact course line, offers. */
export const useFlowStyles = styleHook((css) => ({
  stepper: css`
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    li {
      display: flex;
      align-items: center;
      min-height: var(--tt-control);
      color: var(--tt-muted);
      min-width: 0;
    }
    li::before {
      content: attr(data-n);
      display: inline-grid;
      place-items: center;
      width: 24px;
      height: 24px;
      margin-right: 8px;
      border: 1px solid currentColor;
      border-radius: 50%;
      font-size: 0.8em;
      flex: none;
    }
    li[aria-current='step'] {
      color: inherit;
      font-weight: 600;
    }
    li[aria-current='step']::before {
      background: var(--tt-primary);
      border-color: var(--tt-primary);
      color: var(--tt-on-primary);
    }
    button {
      padding: 4px 0;
      border: 0;
      background: none;
      text-align: left;
      cursor: pointer;
      overflow-wrap: anywhere;
    }
    button small {
      display: block;
      color: var(--tt-accent);
      text-decoration: underline;
    }
    @media (max-width: 480px) {
      li {
        display: none;
      }
      li:has(+ [aria-current]),
      [aria-current] {
        display: flex;
      }
      /* Whole, never clipped to "Step 4 of": on a line of its own when the step before leaves no room. */
      [aria-current] {
        flex: none;
        max-width: 100%;
      }
      [aria-current]::after {
        content: 'Step ' attr(data-n) ' of 4';
        margin-left: 8px;
        font-weight: 400;
        font-size: 0.875em;
        white-space: nowrap;
      }
    }
  `,
  course: css`
    margin: 0 0 8px;
    font-weight: 600;
    overflow-wrap: anywhere;
  `,
}));
