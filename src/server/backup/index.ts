// `reachbase backup` and `reachbase restore` (docs/cli.md): one gzipped tar archive holding a
// manifest, a consistent dump of the database (PGlite's data dir taken inside the process that
// holds it, or pg_dump's custom format) and the disk storage's files; restored into an empty
// data dir or database and migrated to this version's schema.
export { type BackupOptions, type BackupResult, createBackup, describeBackup } from './backup';
export { type BackupManifest, MANIFEST_FILE } from './manifest';
export { describeRestore, type RestoreOptions, type RestoreResult, restoreBackup } from './restore';
