import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import {
  useAddIcalLinkMutation,
  useRemoveIcalLinkMutation,
  useRotateIcalExportUrlMutation,
  useSyncIcalLinkMutation,
} from '../../__generated__/graphql';
import { useFlash } from '../../components/Flash/useFlash';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { ICAL_LINK_FIELDS, type IcalLinkValues } from './IcalLinkForm';
import { evictRemoved } from '../../apollo/evictRemoved';

/**
 * Add and remove a listing's iCal import links. Both answers carry the listing's `icalLinks` (and completeness),
 * so the list follows through normalization; a removed link is evicted.
 */
export function useIcalLinks(propertyId: string) {
  const flash = useFlash();
  const [add] = useAddIcalLinkMutation();
  const [remove, removal] = useRemoveIcalLinkMutation();

  async function addLink(values: IcalLinkValues): Promise<SubmissionErrors | undefined> {
    try {
      await add({ variables: { propertyId, url: values.url.trim() } });
      flash.show(MESSAGES.changesSaved);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: ICAL_LINK_FIELDS });
    }
  }

  /** Resolves true once removed; a refusal (confirmed bookings) stays in `removeError`. */
  async function removeLink(id: string): Promise<boolean> {
    try {
      await remove({
        variables: { id },
        update: evictRemoved('IcalLink', (data) => data.removeIcalLink.removedId),
      });
      flash.show(MESSAGES.changesSaved);
      return true;
    } catch {
      return false;
    }
  }

  return { addLink, removeLink, removing: removal.loading, removeError: removal.error, resetRemove: removal.reset };
}

/**
 * 'Sync now' of one iCal link. The answer is the link itself (also when the feed failed: `lastSyncError` says why),
 * so its row follows through normalization; `error` is a request that did not get an answer at all.
 */
export function useSyncIcalLink(id: string) {
  const [sync, syncing] = useSyncIcalLinkMutation({ variables: { id } });
  async function syncNow(): Promise<void> {
    try {
      await sync();
    } catch {
      // Kept in `error`, shown in the row.
    }
  }
  return { syncNow, syncing: syncing.loading, syncError: syncing.error };
}

/** The listing's iCal export link: copy it, and reset it (the answer carries the new `icalExportUrl`). */
export function useIcalExport(propertyId: string) {
  const flash = useFlash();
  const [rotate, rotation] = useRotateIcalExportUrlMutation({ variables: { propertyId } });

  async function copyLink(url: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      flash.show('Link copied');
    } catch {
      // No clipboard (insecure context, refused permission): the field stays selectable.
    }
  }

  /** Resolves true once the new link is in the cache; a failure stays in `rotateError`. */
  async function rotateLink(): Promise<boolean> {
    try {
      await rotate();
      flash.show(MESSAGES.changesSaved);
      return true;
    } catch {
      return false;
    }
  }

  return {
    copyLink,
    rotateLink,
    rotating: rotation.loading,
    rotateError: rotation.error,
    resetRotate: rotation.reset,
  };
}
