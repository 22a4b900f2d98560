// The shapes the CRM screens read, named as the screens call them: each one is a type of the API
// contract (src/common/api), never restated here.

import type { ContentDto, ContentPageDto } from '../../../common/api/content';
import type {
  CustomFieldDto,
  CustomFieldsDto,
  FieldCategoryDto,
} from '../../../common/api/custom-fields';
import type { ListDto, ProfileListDto, StatusDto } from '../../../common/api/lists';
import type {
  ActivityDto,
  AttachmentDto,
  ContactDto,
  CouponDto,
  DashboardActivityDto,
  DashboardDto,
  LinkDto,
  ProfileActionInput,
  ProfileDetailDto,
  ProfileDto,
  ProfilePageDto,
  PublicPostDto,
  PublicProfileDto,
  RelatedProfilesDto,
} from '../../../common/api/profiles';

export type { CustomFieldType } from '../../../common/api/custom-fields';
export type { CustomFieldValue, ListStatusEntry } from '../../../common/api/profiles';

export type ContactEntry = ContactDto;
export type Profile = ProfileDto;
export type Activity = ActivityDto;
export type ProfileLink = LinkDto;
export type Coupon = CouponDto;
export type Attachment = AttachmentDto;
export type ProfileDetail = ProfileDetailDto;
export type ProfilePage = ProfilePageDto;

export type DashboardActivity = DashboardActivityDto;
export type Dashboard = DashboardDto;

export type CustomField = CustomFieldDto;
export type FieldCategory = FieldCategoryDto;
export type CustomFieldsAnswer = CustomFieldsDto;

export type ProfileList = ProfileListDto;
export type ListStatus = StatusDto;
export type CrmListSummary = ListDto;

export type ContentItem = ContentDto;
export type ContentPage = ContentPageDto;

export type RelatedProfile = RelatedProfilesDto['items'][number];

export type PublicPost = PublicPostDto;
export type PublicProfile = PublicProfileDto;

export type ProfileAction = ProfileActionInput;

/** What every section of a profile's page takes: the profile, and whether the reader may edit. */
export type ProfileSectionProps = { profile: ProfileDetail; isReadOnly: boolean };
