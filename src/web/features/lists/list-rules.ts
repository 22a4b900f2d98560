// The server's limits, from the API contract, checked before sending.

export { LIST_NAME_MAX, STATUS_NAME_MAX } from '../../../common/api/lists';
/** A new status gets this colour until someone picks another. */
export const DEFAULT_STATUS_COLOR = '#64748b';
