// The shapes the profiles API answers (src/server/modules/profiles/profiles.schemas.ts), as far as
// the CRM screens read them.

import type { Platform } from '../../../common/constants';
import type { LogoByHost } from '../whitelabel';

export type ContactEntry = { kind: 'email' | 'phone'; value: string; source: 'bank' | 'manual' };
export type ListStatusEntry = { listId: string; listName: string; status: string | null };
export type CustomFieldValue = string | number | null;

export type Profile = {
  _id: string;
  profileId: string;
  profileBankId: string;
  platform: Platform;
  platform_username: string;
  fullName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  followers: number;
  following: number;
  postsCount: number;
  engagementRate: number;
  avgLikes: number;
  avgComments: number;
  avgViews: number;
  followerGrowth30d: number;
  country: string | null;
  city: string | null;
  categories: string[];
  isVerified: boolean;
  isDemo: boolean;
  slug: string;
  category: string | null;
  favourite: boolean;
  contacts: ContactEntry[];
  systemFields: Record<string, unknown>;
  customFields: Record<string, CustomFieldValue>;
  listStatuses: ListStatusEntry[];
  storyTracking: boolean;
  disableShare: boolean;
  publicUrl: string | null;
  lastContactedAt: string | null;
  enrichedAt: string | null;
  createdAt: string;
};

export type Activity = {
  _id: string;
  kind: string;
  message: string;
  userId: string | null;
  userName: string | null;
  createdAt: string;
};
export type ProfileLink = { _id: string; url: string; label: string | null; createdAt: string };
export type Coupon = { _id: string; code: string; description: string | null; createdAt: string };
export type Attachment = {
  _id: string;
  fileName: string;
  title: string | null;
  contentType: string;
  sizeBytes: number;
  url: string;
  createdAt: string;
};

export type ProfileDetail = Profile & {
  activities: Activity[];
  links: ProfileLink[];
  coupons: Coupon[];
  attachments: Attachment[];
};

export type ProfilePage = {
  items: Profile[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
};

export type DashboardActivity = Activity & { profileId: string; platform_username: string };
export type Dashboard = {
  profileCount: number;
  contentCount: number;
  listCount: number;
  recentActivity: DashboardActivity[];
};

export type CustomFieldType = 'text' | 'number' | 'date' | 'select' | 'url';
export type CustomField = {
  _id: string;
  name: string;
  type: CustomFieldType;
  options: string[];
  categoryId: string | null;
  position: number;
};
export type FieldCategory = { _id: string; name: string; position: number };
export type CustomFieldsAnswer = { fields: CustomField[]; categories: FieldCategory[] };

export type ProfileList = { _id: string; name: string; hasProfile: boolean; status: string | null };
export type ListStatus = { _id: string; name: string; color: string | null; position: number };
export type CrmListSummary = { _id: string; name: string; count: number; statuses?: ListStatus[] };

export type ContentItem = {
  _id: string;
  profileId: string;
  username: string;
  platform: Platform;
  type: string;
  url: string | null;
  caption: string | null;
  likes: number | null;
  comments: number | null;
  views: number | null;
  engagementRate: number | null;
  publishedAt: string;
  /** Signed URLs of an uploaded story (no access token needed). */
  thumbnailUrl: string | null;
  mediaUrl: string | null;
};
export type ContentPage = { items: ContentItem[]; total: number; hasMore: boolean };

export type RelatedProfile = {
  _id: string;
  platform: string;
  platform_username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
  engagementRate: number | null;
  tracked: boolean;
  trackedProfileId: string | null;
};

export type PublicPost = {
  type: string;
  caption: string | null;
  likes: number;
  comments: number;
  views: number | null;
  publishedAt: string;
};
export type PublicProfile = {
  /** The brand of the organization that shared it: the page wears it. */
  branding: LogoByHost;
  platform: Platform;
  platform_username: string;
  fullName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  followers: number;
  engagementRate: number;
  avgLikes: number;
  avgViews: number;
  country: string | null;
  categories: string[];
  isVerified: boolean;
  isDemo: boolean;
  recentPosts: PublicPost[];
};

export type ProfileAction =
  | { action: 'removeActivity'; activityId: string }
  | { action: 'addLink'; url: string; label?: string }
  | { action: 'removeLink'; linkId: string }
  | { action: 'editAttachment'; attachmentId: string; title: string }
  | { action: 'removeAttachment'; attachmentId: string }
  | { action: 'addCoupon'; code: string; description?: string }
  | { action: 'removeCoupon'; couponId: string }
  | { action: 'updateFavourite'; favourite: boolean }
  | { action: 'updateListStatus'; listId: string; status: string }
  | { action: 'clearListStatus'; listId: string }
  | {
      action: 'updateSystemFields';
      systemFields?: Record<string, string | number>;
      customFields?: Record<string, string | number>;
      clear?: string[];
    }
  | { action: 'contact'; channel: 'email' | 'phone' | 'dm' | 'other'; note?: string }
  | { action: 'enableStoryTracking'; enabled: boolean }
  | { action: 'disableShare'; disabled: boolean };
