import {
  PropertyPageDocument,
  useCopyBookingSettingsMutation,
  useCopyPricingSettingsMutation,
} from '../../__generated__/graphql';
import { LISTINGS } from '../listings-copy';
import { CopyFromListingDialog, type CopyTexts } from './CopyFromListingDialog';

export type CopyKind = 'booking' | 'pricing';

const TEXTS: Record<CopyKind, CopyTexts> = {
  booking: {
    title: LISTINGS.copyBookingTitle,
    warning: LISTINGS.copyBookingWarning,
    confirm: 'Copy and overwrite',
    copied: (from) => LISTINGS.copied('booking', from),
  },
  pricing: {
    title: LISTINGS.copyPricingTitle,
    warning: LISTINGS.copyPricingWarning,
    confirm: 'Copy and overwrite',
    copied: (from) => LISTINGS.copied('pricing', from),
  },
};

/**
 * Copies booking settings or pricing from another of the caller's listings. The copy overwrites the target, so
 * the whole page query is fetched again afterwards (spec §7: the page reloads after).
 */
export function useCopySettings(kind: CopyKind) {
  const options = { refetchQueries: [PropertyPageDocument], awaitRefetchQueries: true };
  const [copyBooking] = useCopyBookingSettingsMutation(options);
  const [copyPricing] = useCopyPricingSettingsMutation(options);
  return async (sourceId: string, targetId: string) => {
    const variables = { sourceId, targetId };
    await (kind === 'booking' ? copyBooking({ variables }) : copyPricing({ variables }));
  };
}

/** 'Copy from another listing' and its dialog (spec §2 panels, §5, §8); archived listings are marked. */
export function CopySettingsDialog({ kind, property }: { kind: CopyKind; property: { id: string } }) {
  const copy = useCopySettings(kind);
  return (
    <CopyFromListingDialog
      texts={TEXTS[kind]}
      targetId={property.id}
      copy={copy}
      rename={{ source: 'sourceId' }}
      optionLabel={(listing) => (listing.isArchived ? `${listing.name} (archived)` : listing.name)}
    />
  );
}
