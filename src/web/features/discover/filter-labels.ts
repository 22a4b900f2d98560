// What the filters show for the values they send: people read "Male" and "25–34 years", the API
// takes `male` and `25-34`. Countries and languages are named by Intl (display-names.ts).

import type { TFunction } from 'i18next';
import type { AgeGroup, Gender } from '../../../common/api/discovery';
import type { AudienceDimension } from './filters';

export function genderLabel(t: TFunction, gender: Gender): string {
  return t(`discover.genders.${gender}`);
}

export function ageGroupLabel(t: TFunction, ageGroup: AgeGroup): string {
  return t(`discover.ageGroups.${ageGroup}`);
}

/** The name of a dimension as a field label ("Country"), not inside a sentence. */
export function audienceDimensionLabel(t: TFunction, dimension: AudienceDimension): string {
  return t(`discover.audienceDimensions.${dimension}`);
}
