import { useWidget } from '../../src/ui/WidgetContext';

/** The picker's classes (goober in this element's shadow root; px/em only, brand colours from the theme). */
export function usePickerStyles() {
  const { css } = useWidget();
  return {
    stack: css`
      display: grid;
      gap: 16px;
    `,
    header: css`
      display: flex;
      gap: 16px;
      align-items: center;
      h2 {
        margin: 0;
        font-size: 1.5em;
      }
      p {
        margin: 2px 0;
      }
      img {
        width: 96px;
        height: 72px;
        object-fit: cover;
        border-radius: 8px;
      }
    `,
    row: css`
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
      margin: 0 0 12px;
    `,
    chip: css`
      min-width: 72px;
      padding: 6px 10px;
      border: 1px solid #6b7873;
      border-radius: 8px;
      background: #fff;
      cursor: pointer;
      &[aria-pressed='true'] {
        background: var(--tt-primary);
        color: var(--tt-on-primary);
        border-color: var(--tt-primary);
      }
    `,
    list: css`
      list-style: none;
      margin: 0 0 12px;
      padding: 0;
      display: grid;
      gap: 8px;
    `,
    option: css`
      display: flex;
      width: 100%;
      justify-content: space-between;
      gap: 12px;
      padding: 12px 14px;
      border: 1px solid #d0d7d4;
      border-radius: 8px;
      background: #fff;
      text-align: left;
      cursor: pointer;
      &:hover {
        border-color: var(--tt-primary);
      }
      &:disabled {
        cursor: default;
        color: #5b6661;
        background: #f3f5f4;
      }
    `,
    badge: css`
      display: inline-block;
      margin-left: 6px;
      padding: 0 6px;
      border-radius: 4px;
      font-size: 0.8em;
      background: #fdecc8;
      color: #5c3d00;
    `,
    banner: css`
      padding: 12px 14px;
      border-radius: 8px;
      background: #eef4f1;
      p {
        margin: 4px 0 0;
      }
    `,
    filters: css`
      display: flex;
      flex-wrap: wrap;
      gap: 12px;
      margin: 0 0 12px;
      padding: 12px;
      border: 1px solid #d0d7d4;
      border-radius: 8px;
      fieldset {
        border: 0;
        margin: 0;
        padding: 0;
      }
      legend,
      label {
        font-weight: 600;
      }
      select {
        display: block;
        padding: 6px 8px;
        border: 1px solid #6b7873;
        border-radius: 6px;
        background: #fff;
      }
      .tt-check {
        font-weight: 400;
        margin-right: 10px;
      }
    `,
    review: css`
      padding: 12px 14px;
      border: 1px solid #d0d7d4;
      border-radius: 8px;
      h3 {
        margin: 0 0 4px;
        font-size: 1em;
      }
      p {
        margin: 4px 0;
        overflow-wrap: anywhere;
      }
      [aria-hidden] {
        color: #8a5a00;
      }
    `,
    muted: css`
      color: #4d5853;
      font-size: 0.9em;
    `,
    tabs: css`
      [role='tablist'] {
        display: flex;
        gap: 4px;
        border-bottom: 1px solid #d0d7d4;
      }
      [role='tab'] {
        padding: 8px 14px;
        border: 0;
        border-bottom: 3px solid transparent;
        background: none;
        cursor: pointer;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--tt-primary);
        font-weight: 600;
      }
      [role='tabpanel'] {
        padding: 12px 0;
      }
      table {
        border-collapse: collapse;
        font-size: 0.9em;
      }
      th,
      td {
        padding: 4px 8px;
        border: 1px solid #d0d7d4;
        text-align: right;
      }
    `,
  };
}
