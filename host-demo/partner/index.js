// The partner course page: loads the widgets from the marketplace origin (the port before this
// one). A file, not inline: the page runs under a strict Content-Security-Policy.
const market = `${location.protocol}//${location.hostname}:${Number(location.port) - 1}`;
for (const name of ['picker', 'checkout']) {
  const s = document.createElement('script');
  s.src = `${market}/dist/embed/teetime-${name}.js`;
  s.defer = true;
  document.body.appendChild(s);
}
document.addEventListener('teetime-booking-confirmed', (e) => {
  document.getElementById('booked').textContent =
    `Thank you! Reservation ${e.detail.reservationId} is booked.`;
});
