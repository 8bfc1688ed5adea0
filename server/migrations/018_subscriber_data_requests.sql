-- Requests for a subscriber's data (an export, an erasure): who took them and when, and whether
-- the address was found; never the address, nor anything that would lead back to it.
CREATE TABLE subscriber_data_requests (
  id bigserial PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('export', 'erase')),
  found boolean NOT NULL,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

-- Append-only, as the release audit trail.
CREATE RULE subscriber_data_requests_no_update AS ON UPDATE TO subscriber_data_requests DO INSTEAD NOTHING;
CREATE RULE subscriber_data_requests_no_delete AS ON DELETE TO subscriber_data_requests DO INSTEAD NOTHING;
