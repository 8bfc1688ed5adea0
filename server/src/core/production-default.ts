/**
 * Imported first by every entry point (server and command-line tools): React and the other
 * libraries read NODE_ENV once, when they are first loaded, so it is set before anything
 * else is. Production is the default; development mode must be asked for explicitly.
 */
process.env.NODE_ENV ??= 'production';
