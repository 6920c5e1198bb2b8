-- Newsletter, deal-alert and price-alert e-mails join the sandbox outbox: each carries the
-- unsubscribe link its marketplace page answers (/unsubscribe/…, /deals/unsubscribe/…).
CREATE TABLE outbox_messages_017 (
  id TEXT PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('reset_password', 'unlock', 'deletion', 'one_time_token', 'booking_confirmation',
    'newsletter', 'deal_alert', 'price_alert')),
  token TEXT NOT NULL,
  link TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO outbox_messages_017 (rowid, id, to_email, subject, kind, token, link, body, created_at)
  SELECT rowid, id, to_email, subject, kind, token, link, body, created_at FROM outbox_messages;
DROP TABLE outbox_messages;
ALTER TABLE outbox_messages_017 RENAME TO outbox_messages;
CREATE INDEX outbox_messages_to ON outbox_messages(to_email, created_at);
CREATE INDEX outbox_messages_token ON outbox_messages(token);
