// The partner's account page: <teetime-account> from the marketplace origin (the port before this
// one). A file, not inline: the page runs under a strict Content-Security-Policy.
//
// The page is the host router: the element's screen lives in the page's query (?view=booking&
// status=upcoming&id=…), kept in step with teetime-account-navigate, so reload, back and forward
// work, and an e-mailed link's values (?view=sign-in&one_time_token=…) open that screen.
const market = `${location.protocol}//${location.hostname}:${Number(location.port) - 1}`;
const account = document.querySelector('teetime-account');
const signOut = document.getElementById('sign-out');
const DEFAULT = { view: 'bookings', params: { status: 'upcoming' } };

/** The screen the page's query names, else the upcoming bookings. */
function screenOf(search) {
  const query = new URLSearchParams(search);
  const view = query.get('view');
  query.delete('view');
  return view ? { view, params: Object.fromEntries(query) } : DEFAULT;
}

function show({ view, params }) {
  account.setAttribute('view', view);
  account.setAttribute('params', JSON.stringify(params));
}

show(screenOf(location.search));
window.addEventListener('popstate', () => show(screenOf(location.search)));
account.addEventListener('teetime-account-navigate', (e) => {
  const { view, params } = e.detail;
  // Sent out of the element (home after signing in, say): this page has no such screen, so it
  // shows the golfer's bookings.
  const next = view === 'external' ? DEFAULT : { view, params };
  history.pushState(null, '', `?${new URLSearchParams({ view: next.view, ...next.params })}`);
  if (view === 'external') show(next);
});

// Any teetime element signs the golfer out of every widget on the page.
signOut.addEventListener('click', () => account.signOut());
document.addEventListener('teetime-session', (e) => {
  signOut.hidden = !e.detail.userId;
});

const s = document.createElement('script');
s.src = `${market}/dist/embed/teetime-account.js`;
s.defer = true;
document.body.appendChild(s);
