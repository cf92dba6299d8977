import type { SiteListingDetailDto, SiteListingSummaryDto } from '@portal/contract';

/** A SiteListing: a home page's summary, or a listing page's summary with its details. */
export type SiteListingDto = SiteListingSummaryDto & Partial<Omit<SiteListingDetailDto, keyof SiteListingSummaryDto>>;
