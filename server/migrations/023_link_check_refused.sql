-- A link check refuses an affiliate URL (or a redirect) to an address that is not on the
-- internet (this machine, a private network, link-local and metadata addresses) without asking
-- it: an outcome of its own.
ALTER TABLE link_check_results DROP CONSTRAINT link_check_results_outcome_check;
ALTER TABLE link_check_results ADD CONSTRAINT link_check_results_outcome_check
  CHECK (outcome IN ('ok', 'http-error', 'tls-error', 'timeout', 'connection-error', 'too-many-redirects', 'bad-redirect', 'refused'));
