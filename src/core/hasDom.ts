/**
 * True where a page runs the code (a browser): a document and custom elements. False in a server
 * render, a prerender or plain Node, where importing any entry point must do nothing (issue 30):
 * the elements are defined when a browser runs the same code.
 */
export const hasDom = (): boolean => typeof document !== 'undefined' && typeof customElements !== 'undefined';
