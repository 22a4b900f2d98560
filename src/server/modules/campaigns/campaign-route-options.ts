import { z } from 'zod';
import { access } from '../../http/access';

// What every campaign route file documents and checks alike: the OpenAPI tag and security, the
// empty answer, and who reads (guests too) and who writes.

export const tags = ['campaigns'];
export const security = [{ accessToken: [] }];
export const noContent = { 204: z.null().describe('Done; no body') };
export const read = access.member({ guests: true });
export const write = access.member();
