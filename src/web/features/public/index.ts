export { type PublicConfig, publicConfigQuery, usePublicConfig } from './api';
