// @ts-check
// The page's own script (a file: the policy allows no inline script). Events bubble to document.
// The page takes the book click over (the event is cancelable): here it only shows the tee time.
document.addEventListener(
  'teetime-checkout-start',
  /** @param {CustomEvent<import('teetime-widgets').TeetimeEventMap['teetime-checkout-start']>} e */
  (e) => {
    e.preventDefault();
    const out = document.getElementById('chosen');
    if (out) out.textContent = `${e.detail.teeTimeId} for ${e.detail.players}`;
  },
);
