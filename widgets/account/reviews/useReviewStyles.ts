import { useCss } from '../../../src/ui/WidgetContext';

/** Classes of the review screens: the list, each review's actions, the moderator's filters. */
export function useReviewStyles() {
  const css = useCss();
  return css`
    h3 {
      margin: 0 0 4px;
      font-size: 1.0625em;
    }
    .tt-reviews {
      list-style: none;
      padding: 0;
      margin: 0 0 16px;
    }
    .tt-reviews > li {
      padding: 12px 0;
      border-bottom: 1px solid #d0d7d4;
    }
    .tt-reviews p {
      margin: 4px 0;
      overflow-wrap: anywhere;
    }
    .tt-muted {
      color: #4f5b57;
      font-size: 0.875em;
    }
    .tt-actions {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 12px;
      align-items: center;
      margin-top: 8px;
    }
    .tt-sort,
    .tt-filters select,
    .tt-filters input {
      max-width: 320px;
    }
    select,
    textarea {
      width: 100%;
      min-height: 44px;
      padding: 8px 10px;
      border: 1px solid #6b7873;
      border-radius: 6px;
      background: #fff;
      font: inherit;
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
    .tt-stars label {
      display: inline-flex;
      gap: 6px;
      align-items: center;
      min-height: 44px;
      margin-right: 16px;
    }
    .tt-filters {
      display: flex;
      flex-wrap: wrap;
      gap: 0 16px;
      align-items: end;
    }
    [role='tablist'] {
      display: flex;
      flex-wrap: wrap;
      border-bottom: 1px solid #d0d7d4;
      margin-bottom: 16px;
    }
    [role='tab'] {
      min-height: 44px;
      padding: 8px 14px;
      border: 0;
      border-bottom: 3px solid transparent;
      background: none;
      font: inherit;
      cursor: pointer;
    }
    [aria-selected='true'] {
      border-bottom-color: var(--tt-primary);
      font-weight: 600;
    }
  `;
}
