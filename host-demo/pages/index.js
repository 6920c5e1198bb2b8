// The demo host page (a file, not inline: the pages run under a strict Content-Security-Policy).
// A shared link (?course=…) opens that course in the picker (a next-time chip's link: its time).
const q = new URLSearchParams(location.search);
const picker = document.querySelector('teetime-picker');
for (const [param, attr] of [
  ['course', 'course-id'],
  ['date', 'date'],
  ['players', 'players'],
  ['time', 'time'],
  ['rateType', 'rate-type'],
])
  if (q.get(param)) picker.setAttribute(attr, q.get(param));
document.getElementById('partner-link').href =
  `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 1}/`;
document.addEventListener('teetime-booking-confirmed', (e) =>
  console.info('Booked', e.detail.reservationId, e.detail.total),
);
