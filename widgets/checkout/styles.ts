import { useWidget } from '../../src/ui/WidgetContext';

/** The checkout's styles: one root class with nested rules (px/em, brand colours from variables). */
export function useStyles(): string {
  const { css } = useWidget();
  return css`
    max-width: 640px;
    h2 {
      margin: 0 0 8px;
      font-size: 1.375em;
    }
    h2:focus {
      outline: none;
    }
    h3 {
      margin: 16px 0 8px;
      font-size: 1.1em;
    }
    .tt-panel + .tt-panel,
    form + .tt-panel {
      margin-top: 16px;
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
      border-top: 1px solid #d0d7d4;
      padding-top: 4px;
    }
    .tt-row {
      display: flex;
      gap: 8px;
      align-items: flex-end;
      flex-wrap: wrap;
    }
    .tt-row .tt-field {
      flex: 1 1 140px;
    }
    .tt-row > .tt-button {
      margin-bottom: 12px;
    }
    fieldset {
      border: 0;
      margin: 0 0 12px;
      padding: 0;
    }
    legend {
      font-weight: 600;
      margin-bottom: 4px;
    }
    .tt-card-frame {
      display: block;
      width: calc(100% + 12px);
      margin: 0 -6px;
      border: 0;
      background: transparent;
    }
    .tt-choice {
      display: block;
      padding: 6px 0;
    }
    .tt-muted {
      color: #4d5753;
      font-size: 0.875em;
    }
    .tt-chip {
      display: inline-flex;
      gap: 8px;
      align-items: center;
      margin: 0 8px 8px 0;
      padding: 2px 10px;
      border-radius: 999px;
      background: #e8f1ed;
    }
    [aria-disabled='true'] {
      opacity: 0.6;
    }
    .tt-pay {
      width: 100%;
      padding: 12px;
      font-size: 1.1em;
      font-weight: 700;
    }
    ul {
      padding-left: 20px;
    }
  `;
}
