import type { JobRole } from '../../../common/constants';

/** en.json keys of the job roles; the API takes the English names of common/JOB_ROLES. */
export const JOB_ROLE_LABEL_KEYS = {
  'Content Creator': 'contentCreator',
  'Digital Marketer': 'digitalMarketer',
  Founder: 'founder',
  'Digital Agency': 'digitalAgency',
  Others: 'others',
} as const satisfies Record<JobRole, string>;
