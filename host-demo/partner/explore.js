// The partner explore page: search from the marketplace origin (the port before this
// one). A file, not inline: the page runs under a strict Content-Security-Policy.
const market = `${location.protocol}//${location.hostname}:${Number(location.port) - 1}`;
// A course picked here opens on the marketplace, which has the picker and checkout.
for (const el of document.querySelectorAll('teetime-search'))
  el.setAttribute('course-url', `${market}/courses/{courseId}?date={date}&players={players}`);
const s = document.createElement('script');
s.src = `${market}/dist/embed/teetime-search.js`;
s.defer = true;
document.body.appendChild(s);
