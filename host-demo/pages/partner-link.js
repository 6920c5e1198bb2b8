// Points the "partner origin" link at the next port (a file: the pages allow no inline script).
const link = document.getElementById('partner-link');
link.href = `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 1}/`;
