import { useWidget } from '../../src/ui/WidgetContext';

/**
 * The checkout's styles: one root class with nested rules (px/em, brand colours and the shared
 * scale from variables). Controls line up at the top of their inputs; on a phone the total and
 * Pay stay at the bottom of the screen.
 */
export function useStyles(): string {
  const { css } = useWidget();
  return css`
    max-width: 640px;
    h2:focus {
      outline: none;
    }
    form > h3 {
      margin-top: 0;
    }
    .tt-panel + .tt-panel,
    .tt-panel + form,
    .tt-insurance + form {
      margin-top: 16px;
    }
    p {
      margin: 0 0 8px;
    }
    dl {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: 4px 16px;
      margin: 8px 0;
    }
    dd {
      margin: 0;
      text-align: right;
    }
    .tt-total {
      font-weight: 700;
      border-top: 1px solid var(--tt-line);
      padding-top: 4px;
    }
    .tt-row {
      display: flex;
      gap: 8px 12px;
      align-items: flex-start;
      flex-wrap: wrap;
    }
    .tt-row .tt-field {
      flex: 1 1 140px;
    }
    .tt-row > .tt-field ~ .tt-button {
      margin-top: calc(1.5em + 4px);
    }
    fieldset {
      border: 0;
      margin: 0 0 12px;
      padding: 0;
      min-width: 0;
    }
    legend {
      font-weight: 600;
      margin-bottom: 4px;
      padding: 0;
    }
    .tt-wallet {
      display: block;
      width: 100%;
      margin-bottom: 8px;
      background: #000;
      border-color: #000;
      color: #fff;
      font-weight: 700;
    }
    .tt-or {
      display: flex;
      align-items: center;
      gap: 12px;
      margin: 8px 0 12px;
      color: var(--tt-muted);
      font-size: 0.875em;
    }
    .tt-or::before,
    .tt-or::after {
      content: '';
      flex: 1;
      border-top: 1px solid var(--tt-line);
    }
    .tt-choice {
      display: flex;
      align-items: center;
      gap: 10px;
      min-height: var(--tt-control);
    }
    .tt-muted {
      color: var(--tt-muted);
      font-size: 0.875em;
    }
    .tt-chip {
      display: inline-flex;
      gap: 8px;
      align-items: center;
      margin: 0 8px 8px 0;
      padding: 0 12px;
      border-radius: 999px;
      background: #e8f1ed;
    }
    [aria-disabled='true'] {
      opacity: 0.6;
    }
    .tt-extra {
      margin-top: 8px;
    }
    .tt-insurance {
      margin-top: 16px;
    }
    .tt-extra-head {
      display: flex;
      align-items: center;
      gap: 8px 12px;
      flex-wrap: wrap;
    }
    .tt-extra-sign {
      font-weight: 700;
    }
    .tt-saving {
      color: #1e6b3a;
      font-weight: 600;
    }
    .tt-extra-body {
      padding-top: 8px;
    }
    .tt-extra-body > .tt-button + form {
      margin-top: 12px;
    }
    .tt-paybar {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 12px;
      margin-top: 16px;
    }
    .tt-paybar-total {
      display: flex;
      flex-direction: column;
      margin: 0;
      line-height: 1.25;
    }
    .tt-paybar-total span {
      color: var(--tt-muted);
      font-size: 0.875em;
    }
    .tt-paybar-total strong {
      font-size: 1.25em;
    }
    .tt-pay {
      flex: 0 1 50%;
      padding: 12px 24px;
      font-size: 1.0625em;
      font-weight: 700;
    }
    @media (max-width: 640px) {
      .tt-paybar {
        position: sticky;
        bottom: 0;
        z-index: 1;
        padding: 12px 16px;
        background: var(--tt-surface, var(--tt-card, #fff));
        border-top: 1px solid var(--tt-line);
        box-shadow: 0 -4px 12px rgb(0 0 0 / 8%);
      }
    }
  `;
}
