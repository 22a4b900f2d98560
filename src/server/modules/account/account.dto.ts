import {
  METRIC_VALUES,
  type MemberDto,
  type Metric,
  type OrganizationDto,
  type OrgInfoDto,
  type ProfileDto,
  type UserDto,
} from '../../../common/api/account';
import type { OrganizationRow, UserRow } from './account.tables';
import { limitToJson, planOrFree } from './plans';
import type { UsageReport } from './usage.service';

// Rows to JSON, field names as SPEC 3 spells them. Every answer goes through one of these, so a
// new column (a password hash, a Google id) never reaches a client without a decision.

/** The signed-in person as the web app's session keeps them. */
export function toUserDto(user: UserRow): UserDto {
  // SPEC 6: only the owner's email validation status is reported.
  const isOwner = user.role === 'owner';
  return {
    _id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    verificationStatus: { email: user.emailVerifiedAt !== null },
    tableSettings: user.tableSettings,
    timeZone: user.timeZone,
    emailValidationStatus: isOwner ? (user.emailValidationStatus ?? null) : null,
    emailValidationSubStatus: isOwner ? (user.emailValidationSubStatus ?? null) : null,
  };
}

/** An invited person has a user row from the invitation on; activation sets activatedAt. */
export function isPendingInvitation(user: UserRow): boolean {
  return user.role !== 'owner' && user.activatedAt === null;
}

/** One row of the team list. */
export function toMemberDto(user: UserRow): MemberDto {
  return {
    _id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    status: isPendingInvitation(user) ? 'invited' : 'active',
    createdAt: user.createdAt.toISOString(),
  };
}

export function toOrganizationDto(org: OrganizationRow): OrganizationDto {
  return {
    _id: org.id,
    name: org.name,
    package: org.plan,
    packagePrice: org.planPrice,
    packageCurrency: org.planCurrency,
    createdAt: org.createdAt.toISOString(),
  };
}

export function toPersonDto(user: UserRow | null) {
  return user ? { _id: user.id, fullName: user.fullName, email: user.email } : null;
}

function perMetric<T>(value: (metric: Metric) => T): Record<Metric, T> {
  return Object.fromEntries(METRIC_VALUES.map((metric) => [metric, value(metric)])) as Record<
    Metric,
    T
  >;
}

/** SPEC 3 orgInfo: the organization with its plan's limits and this period's usage. */
export function toOrgInfoDto(
  org: OrganizationRow,
  owner: UserRow | null,
  usage: UsageReport,
): OrgInfoDto {
  const limits = planOrFree(org.plan).limits;
  return {
    _id: org.id,
    name: org.name,
    limits: perMetric((metric) => limitToJson(limits[metric])),
    usage: perMetric((metric) => usage[metric]?.used ?? 0),
    surveyStatus: org.surveyStatus,
    surveyData: org.surveyData ?? null,
    package: org.plan,
    packagePrice: org.planPrice,
    packageCurrency: org.planCurrency,
    owner: toPersonDto(owner),
    phone: org.phone,
    country: org.country,
    ipCountry: org.ipCountry,
    jobRole: org.jobRole,
    orgType: org.orgType,
    referredBy: org.referredBy,
    appsumo: org.appsumo ?? null,
    accountConfig: { ...org.accountConfig, userGuide: org.accountConfig.userGuide !== false },
    statusFlags: org.statusFlags,
  };
}

/** SPEC 3 "Profile (of the user)": the answer of GET me and PUT updateUserInfo. */
export function toProfileDto(
  user: UserRow,
  org: OrganizationRow,
  owner: UserRow | null,
  usage: UsageReport,
): ProfileDto {
  return {
    ...toUserDto(user),
    accessBlocked: org.accessBlockedAt !== null,
    orgInfo: toOrgInfoDto(org, owner, usage),
  };
}
