// Object storage for uploads and generated files: one small interface (`Storage`) with a disk
// implementation (the default, under DATA_DIR/files) and an S3-compatible one (STORAGE=s3),
// chosen from config by `createStorage`. Keys are validated the same way by both, so code that
// works on a laptop works against a bucket.
import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './types';

export { createDiskStorage } from './disk-storage';
export { deleteIfUnsaved, type NewObject, storeThenSave } from './keep';
export { assertValidKey } from './keys';
export {
  createOrphanSweep,
  ORPHAN_GRACE_MS,
  ORPHAN_SWEEP_JOB,
  type OrphanSweep,
  type StoredKeyOwners,
} from './orphan-sweep';
export { createS3Storage, type S3StorageConfig } from './s3-storage';
export type { ListedObject, Storage, StoredObject } from './types';

export function createStorage(config: Config['storage']): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createDiskStorage({ dir: config.dir });
}
