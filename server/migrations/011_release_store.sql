-- The release store: every file of every published version, by the SHA-256 of its bytes, so
-- servers on any host get a version's files from the database alone (RELEASES_DIR is each
-- server's own cache of it). A file that two versions share is stored once; app_releases.files
-- maps each version's paths to these hashes. Files no kept version names are removed by prune.

CREATE TABLE release_files (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);

-- Versions published before the store hold their files only in the publishing server's folder;
-- that server stores them at its next start (see storeLocalCopies).
