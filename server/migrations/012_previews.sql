-- A preview link made for a version is an event of the release trail: who let whom see what, until when.
ALTER TABLE release_audit DROP CONSTRAINT release_audit_action_check;
ALTER TABLE release_audit ADD CONSTRAINT release_audit_action_check
  CHECK (action IN ('publish', 'activate', 'rollback', 'refuse', 'restore', 'canary', 'promote', 'abort', 'mark-bad', 'prune', 'preview'));
