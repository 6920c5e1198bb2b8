/** Text or an attribute value from data, escaped for HTML (a first screen's markup). */
export const escapeHtml = (v: unknown): string =>
  String(v).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
