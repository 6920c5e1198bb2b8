// A tiny console for the sandbox API, shared by the demo pages of both origins.
// It calls the API the way the widgets do: X-Api-Key per brand, credentials, snake_case.
const form = document.querySelector('#lookup');
const out = document.querySelector('#results');
const status = document.querySelector('#api-status');
const apiBase = document.body.dataset.apiBase || `${location.origin}/api`;
const appKey = document.body.dataset.appKey || 'demo-teetime';

async function call(path) {
  const res = await fetch(`${apiBase}/${path}`, {
    headers: { 'X-Api-Key': appKey, Accept: 'application/json' },
    credentials: 'include',
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error || body.message || `HTTP ${res.status}`);
  return body;
}

function show(items) {
  out.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      li.textContent = `${item.label ?? item.name} (${item.type})`;
      return li;
    }),
  );
  if (items.length === 0) out.textContent = "We couldn't find results for your search";
}

call('v6/status/site')
  .then(() => (status.textContent = `API is up at ${apiBase} (app key ${appKey}).`))
  .catch((e) => (status.textContent = `API unreachable at ${apiBase}: ${e.message}`));

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const q = new FormData(form).get('q').toString().trim();
  if (q.length < 3) {
    out.textContent = 'Type at least 3 characters.';
    return;
  }
  out.textContent = 'Searching…';
  try {
    const answer = await call(
      `v6/search/autocomplete?q=${encodeURIComponent(q)}&limit=10&include_zip_codes=true`,
    );
    show(Array.isArray(answer) ? answer : (answer.locations ?? answer.results ?? []));
  } catch (e) {
    out.textContent = `Search failed: ${e.message}. Try again.`;
  }
});
