import type { UsageService } from '../modules/account';
import type { ContentService } from '../modules/content';
import type { SearchService } from '../modules/discovery';
import { createListsService } from '../modules/lists';
import {
  createCustomFieldsService,
  type createProfilesRepository,
  createProfilesService,
} from '../modules/profiles';
import type { BrandingService } from '../modules/whitelabel';
import type { Platform } from './platform';

/** The CRM: an organization's tracked profiles, its lists of them and its custom fields. */
export function createProfileServices(
  platform: Platform,
  deps: {
    repository: ReturnType<typeof createProfilesRepository>;
    usage: UsageService;
    search: SearchService;
    content: ContentService;
    branding: BrandingService;
  },
) {
  const { db, jobs } = platform;
  const { usage, branding } = deps;
  const lists = createListsService({ db, usage, jobs, branding });
  const profiles = createProfilesService({
    db,
    repository: deps.repository,
    usage,
    search: deps.search,
    lists,
    content: deps.content,
    storage: platform.storage,
    jobs,
    branding,
    logger: platform.logger,
  });
  const customFields = createCustomFieldsService(db);
  return { lists, profiles, customFields };
}
