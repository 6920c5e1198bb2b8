-- What a cancellation gave back (src/domain/booking/cancellationPolicy): null until cancelled.
ALTER TABLE reservations ADD COLUMN refund_amount REAL;
ALTER TABLE reservations ADD COLUMN refund_gift_card_amount REAL;
ALTER TABLE reservations ADD COLUMN refund_rewards_points INTEGER;
ALTER TABLE reservations ADD COLUMN refund_reason TEXT CHECK (refund_reason IN ('full', 'late', 'not-refundable'));

-- Booking confirmations join the sandbox outbox (the e-mail a guest manages the booking from).
CREATE TABLE outbox_messages_014 (
  id TEXT PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('reset_password', 'unlock', 'deletion', 'one_time_token', 'booking_confirmation')),
  token TEXT NOT NULL,
  link TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO outbox_messages_014 (rowid, id, to_email, subject, kind, token, link, body, created_at)
  SELECT rowid, id, to_email, subject, kind, token, link, body, created_at FROM outbox_messages;
DROP TABLE outbox_messages;
ALTER TABLE outbox_messages_014 RENAME TO outbox_messages;
CREATE INDEX outbox_messages_to ON outbox_messages(to_email, created_at);
CREATE INDEX outbox_messages_token ON outbox_messages(token);
