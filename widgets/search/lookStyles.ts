import type { StyleTarget } from '../../src/ui/styleTarget';

/**
 * The golfer-facing look of `<teetime-search>` (issue 15): course cards with a big price per
 * player, next-time chips and one call to action; the filter drawer (phones) / popover (wider);
 * the collapsed search summary on phones. 44 px targets; spacing 4/8/12/16/24 px.
 */
export const searchLook = (css: StyleTarget['css']) => css`
  .tt-bar {
    margin-bottom: 8px;
  }
  .tt-form .tt-field,
  .tt-bar .tt-field {
    margin: 0;
  }
  .tt-sort select {
    width: auto;
    max-width: 100%;
  }
  [data-quiet]:focus-visible {
    outline: none;
  }
  .tt-list {
    list-style: none;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
    gap: 16px;
    margin-bottom: 16px;
  }
  .tt-list .tt-card {
    display: grid;
    grid-template-columns: 1fr auto;
    align-content: start;
    gap: 12px;
    height: 100%;
    padding: 12px;
    border: 1px solid var(--tt-line);
    border-radius: var(--tt-radius);
    background: var(--tt-card);
    overflow-wrap: anywhere;
  }
  .tt-card > img {
    grid-column: 1 / -1;
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: var(--tt-radius);
  }
  .tt-foreplay-line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    margin: 4px 0;
    font-size: 0.875em;
  }
  .tt-foreplay {
    display: block;
    height: 24px;
    width: auto;
  }
  .tt-card h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    margin: 0;
  }
  .tt-card h3 .tt-link {
    text-align: left;
    font-weight: 700;
    text-decoration: none;
    color: inherit;
  }
  .tt-card p {
    margin: 0 0 4px;
  }
  .tt-card .tt-rate {
    color: var(--tt-muted);
  }
  .tt-rate {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 8px;
  }
  .tt-rate strong {
    font-size: 1.5em;
    font-weight: 800;
    color: var(--tt-text);
  }
  .tt-times,
  .tt-chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 8px 0;
  }
  .tt-chip {
    min-width: 44px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--tt-primary);
    border-radius: 22px;
    background: transparent;
    color: var(--tt-accent);
    font-weight: 600;
    cursor: pointer;
  }
  .tt-chip[aria-pressed='true'] {
    background: var(--tt-primary);
    color: var(--tt-on-primary);
  }
  .tt-hint {
    font-weight: 400;
    font-size: 0.875em;
    opacity: 0.85;
  }
  .tt-cta {
    margin-top: 4px;
  }
  a.tt-button {
    text-decoration: none;
  }
  .tt-count {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    height: 24px;
    padding: 0 4px;
    border-radius: 12px;
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-size: 0.875em;
  }
  .tt-filters {
    position: relative;
  }
  .tt-scrim {
    position: fixed;
    inset: 0;
    z-index: 10;
    background: rgba(0, 0, 0, 0.35);
  }
  .tt-drawer {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 11;
    display: flex;
    flex-direction: column;
    max-height: 85vh;
    border-radius: 16px 16px 0 0;
    background: var(--tt-card);
    box-shadow: 0 -4px 24px rgba(0, 0, 0, 0.2);
  }
  .tt-drawer-head,
  .tt-drawer-foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 16px;
    border-bottom: 1px solid var(--tt-line);
  }
  .tt-drawer-head h2 {
    margin: 0;
  }
  .tt-drawer-foot {
    border: 0;
    border-top: 1px solid var(--tt-line);
  }
  .tt-drawer-foot .tt-button {
    flex: 1;
  }
  .tt-drawer-body {
    overflow: auto;
    padding: 16px;
  }
  .tt-close {
    width: 44px;
    border: 0;
    background: none;
    font-size: 1.5em;
    cursor: pointer;
  }
  .tt-pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
  .tt-sumbar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 4px 4px 12px;
    margin-bottom: 12px;
    border: 1px solid var(--tt-line);
    border-radius: var(--tt-radius);
    background: var(--tt-card);
  }
  .tt-sumbar p {
    margin: 0;
    font-weight: 600;
    min-width: 0;
  }
  @media (min-width: 640px) {
    .tt-sumbar {
      display: none;
    }
    .tt-scrim {
      background: transparent;
    }
    .tt-drawer {
      position: absolute;
      top: calc(100% + 8px);
      left: 0;
      right: auto;
      bottom: auto;
      width: 400px;
      max-height: 70vh;
      border: 1px solid var(--tt-line);
      border-radius: var(--tt-radius);
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
    }
  }
  @media (max-width: 639px) {
    .tt-collapsed {
      display: none;
    }
    .tt-form > .tt-button {
      flex: 1 1 100%;
    }
    .tt-card > img {
      aspect-ratio: 3 / 1;
    }
  }
`;
