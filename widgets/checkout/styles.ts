import { useWidget } from '../../src/ui/WidgetContext';

/**
 * The checkout's styles: one root class with nested rules (px/em, brand colours and the shared
 * scale from variables). The root is a size container: from 760 px of its own width (not the
 * page's: it may sit in a partner's narrow column) the form and a sticky order summary with Pay
 * sit side by side; narrower, one column of at most 640 px, the summary above the form and, on a
 * phone, the total and Pay kept at the bottom of the screen. Controls line up at the top of their
 * inputs.
 */
export function useStyles(): string {
  const { css } = useWidget();
  return css`
    container-type: inline-size;
    > * {
      max-width: 640px;
    }
    h2:focus {
      outline: none;
    }
    form > h3 {
      margin-top: 0;
    }
    .tt-panel + .tt-panel,
    .tt-main > * + * {
      margin-top: 16px;
    }
    .tt-layout {
      display: flex;
      flex-direction: column;
      gap: 16px;
    }
    .tt-side {
      display: contents;
    }
    .tt-side > .tt-panel {
      order: -1;
    }
    p {
      margin: 0 0 8px;
    }
    dl {
      display: grid;
      grid-template-columns: 1fr auto;
      margin: 8px 0 12px;
    }
    dt,
    dd {
      margin: 0;
      padding: 2px 0;
    }
    dt {
      padding-right: 16px;
    }
    dd {
      text-align: right;
    }
    .tt-total {
      font-weight: 700;
      border-top: 1px solid var(--tt-line);
      margin-top: 6px;
      padding-top: 8px;
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
    /* The wallet buttons' frame (marketplace origin): full width, its 6 px of room for focus
       rings outside the form's edge, as tall as its buttons (0 while there are none). */
    .tt-wallet-frame {
      display: block;
      width: calc(100% + 12px);
      margin: -6px -6px 2px;
      border: 0;
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
    /* A path or token breaks inside the column rather than push a phone's page wider. */
    code {
      overflow-wrap: anywhere;
    }
    .tt-chip {
      display: inline-flex;
      gap: 8px;
      align-items: center;
      margin: 0 8px 8px 0;
      padding: 0 12px;
      border-radius: 999px;
      background: var(--tt-tint);
    }
    a.tt-button {
      text-decoration: none;
    }
    [aria-disabled='true'] {
      opacity: 0.6;
    }
    .tt-extra {
      margin-top: 8px;
    }
    .tt-qty select {
      width: auto;
      min-width: 96px;
    }
    .tt-card-row {
      display: flex;
      flex-wrap: wrap;
      column-gap: 12px;
      align-items: flex-start;
    }
    .tt-card-row > .tt-field {
      flex: 1 1 160px;
    }
    .tt-card-box {
      flex: 999 1 440px;
      min-width: 0;
    }
    .tt-card-box .tt-card-frame {
      margin-top: -6px;
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
      color: var(--tt-positive);
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
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      column-gap: 12px;
    }
    /* A declined card or fields to fix: said right above Pay (in the phone's sticky bar too). */
    .tt-pay-error {
      flex: 1 0 100%;
      order: -1;
      margin: 0 0 8px;
      font-size: 0.9375em;
      font-weight: 600;
    }
    .tt-pay-error:empty {
      margin: 0;
    }
    .tt-pay-error p {
      margin: 4px 0 0;
      font-weight: 400;
    }
    .tt-policy {
      font-size: 0.9375em;
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
    @container (min-width: 760px) {
      > .tt-layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 320px;
        gap: 32px;
        align-items: start;
        max-width: 1040px;
      }
      .tt-side {
        display: flex;
        flex-direction: column;
        gap: 12px;
        position: sticky;
        top: 16px;
      }
      .tt-paybar-total {
        display: none;
      }
      .tt-pay {
        flex: 1;
      }
    }
    @media (max-width: 640px) {
      .tt-paybar {
        position: sticky;
        bottom: 0;
        z-index: 1;
        padding: 12px 16px;
        background: var(--tt-surface, var(--tt-card));
        border-top: 1px solid var(--tt-line);
        box-shadow: 0 -4px 12px rgb(0 0 0 / 8%);
      }
    }
  `;
}
