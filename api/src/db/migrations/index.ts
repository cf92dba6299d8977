import type { Migration } from 'kysely';
import * as createUsers from './2026_11_21_0600_create_users.js';
import * as createPlanSubscriptions from './2026_11_21_0610_create_plan_subscriptions.js';
import * as createProperties from './2026_11_22_0600_create_properties.js';
import * as createImages from './2026_11_22_0610_create_images.js';
import * as createPropertyDetails from './2026_11_22_0620_create_property_details.js';
import * as createCalendarsAndBookings from './2026_11_22_0630_create_calendars_and_bookings.js';
import * as createPropertySyncLog from './2026_11_22_0640_create_property_sync_log.js';
import * as addCalendarSync from './2026_11_23_0600_add_calendar_sync.js';
import * as addCalendarPricing from './2026_11_24_0600_add_calendar_pricing.js';
import * as createMessages from './2026_11_25_0600_create_messages.js';
import * as backfillInviteCodes from './2026_11_26_0600_backfill_invite_codes.js';
import * as createRevokedTokens from './2026_11_27_0600_create_revoked_tokens.js';
import * as addSyncSafeguards from './2026_11_27_0700_add_sync_safeguards.js';
import * as addPayments from './2026_11_28_0600_add_payments.js';
import * as createGuides from './2026_12_01_0600_create_guides.js';
import * as createServices from './2026_12_02_0600_create_services.js';
import * as addRatings from './2026_12_03_0600_add_ratings.js';
import * as createSearchIndexes from './2026_12_03_0610_create_search_indexes.js';
import * as addPurchasePayment from './2026_12_04_0700_add_purchase_payment.js';
import * as createServicesSearch from './2026_12_04_0800_create_services_search.js';
import * as indexRatedStays from './2026_12_04_0800_index_rated_stays.js';
import * as addBookingSites from './2026_12_04_1000_add_booking_sites.js';
import * as addCalendarSyncLease from './2026_12_04_1100_add_calendar_sync_lease.js';
import * as addUserAvatar from './2026_12_05_0600_add_user_avatar.js';
import * as addPlacePhotoStatus from './2026_12_06_0100_add_place_photo_status.js';
import * as addPurchaseCheckout from './2026_12_06_0200_add_purchase_checkout.js';
import * as addNotices from './2026_12_06_0300_add_notices.js';
import * as createAccessTokens from './2026_12_06_0600_create_access_tokens.js';
import * as createJobsAndWebhooks from './2026_12_06_0700_create_jobs_and_webhooks.js';
import * as addJobDedupeKey from './2026_12_07_0100_add_job_dedupe_key.js';
import * as createNightlyRates from './2026_12_07_0300_create_nightly_rates.js';
import * as clusterNightlyRates from './2026_12_08_0100_cluster_nightly_rates.js';
import * as addNightlyVersion from './2026_12_09_0100_add_nightly_version.js';
import * as coverCalendarBars from './2026_12_10_0100_cover_calendar_bars.js';
import * as addCalendarVersions from './2026_12_11_0100_add_calendar_versions.js';
import * as indexCalendarsByListing from './2026_12_12_0100_index_calendars_by_listing.js';
import * as addListVersions from './2026_12_13_0100_add_list_versions.js';

/**
 * Every migration, by name, imported explicitly so the same list works from dist/ and under vitest
 * (no folder scanning). Names sort in the order they run; append new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0600_create_users': createUsers,
  '2026_11_21_0610_create_plan_subscriptions': createPlanSubscriptions,
  '2026_11_22_0600_create_properties': createProperties,
  '2026_11_22_0610_create_images': createImages,
  '2026_11_22_0620_create_property_details': createPropertyDetails,
  '2026_11_22_0630_create_calendars_and_bookings': createCalendarsAndBookings,
  '2026_11_22_0640_create_property_sync_log': createPropertySyncLog,
  '2026_11_23_0600_add_calendar_sync': addCalendarSync,
  '2026_11_24_0600_add_calendar_pricing': addCalendarPricing,
  '2026_11_25_0600_create_messages': createMessages,
  '2026_11_26_0600_backfill_invite_codes': backfillInviteCodes,
  '2026_11_27_0600_create_revoked_tokens': createRevokedTokens,
  '2026_11_27_0700_add_sync_safeguards': addSyncSafeguards,
  '2026_11_28_0600_add_payments': addPayments,
  '2026_12_01_0600_create_guides': createGuides,
  '2026_12_02_0600_create_services': createServices,
  '2026_12_03_0600_add_ratings': addRatings,
  '2026_12_03_0610_create_search_indexes': createSearchIndexes,
  '2026_12_04_0700_add_purchase_payment': addPurchasePayment,
  '2026_12_04_0800_create_services_search': createServicesSearch,
  '2026_12_04_0800_index_rated_stays': indexRatedStays,
  '2026_12_04_1000_add_booking_sites': addBookingSites,
  '2026_12_04_1100_add_calendar_sync_lease': addCalendarSyncLease,
  '2026_12_05_0600_add_user_avatar': addUserAvatar,
  '2026_12_06_0100_add_place_photo_status': addPlacePhotoStatus,
  '2026_12_06_0200_add_purchase_checkout': addPurchaseCheckout,
  '2026_12_06_0300_add_notices': addNotices,
  '2026_12_06_0600_create_access_tokens': createAccessTokens,
  '2026_12_06_0700_create_jobs_and_webhooks': createJobsAndWebhooks,
  '2026_12_07_0100_add_job_dedupe_key': addJobDedupeKey,
  '2026_12_07_0300_create_nightly_rates': createNightlyRates,
  '2026_12_08_0100_cluster_nightly_rates': clusterNightlyRates,
  '2026_12_09_0100_add_nightly_version': addNightlyVersion,
  '2026_12_10_0100_cover_calendar_bars': coverCalendarBars,
  '2026_12_11_0100_add_calendar_versions': addCalendarVersions,
  '2026_12_12_0100_index_calendars_by_listing': indexCalendarsByListing,
  '2026_12_13_0100_add_list_versions': addListVersions,
};
