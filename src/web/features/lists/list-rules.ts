// The server's limits (src/server/modules/lists/lists.schemas.ts), checked before sending.

export const LIST_NAME_MAX = 80;
export const STATUS_NAME_MAX = 40;
/** A new status gets this colour until someone picks another. */
export const DEFAULT_STATUS_COLOR = '#64748b';
