import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useAddCalendarLinkMutation, useRemoveCalendarLinkMutation } from '../../__generated__/graphql';
import { useFlash } from '../../components/Flash/useFlash';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { ICAL_LINK_FIELDS, type IcalLinkValues } from './IcalLinkForm';

/**
 * Add and remove a listing's iCal import links. Both answers carry the listing's `calendars` (and completeness),
 * so the list follows through normalization; a removed link is evicted.
 */
export function useCalendarLinks(propertyId: string) {
  const flash = useFlash();
  const [add] = useAddCalendarLinkMutation();
  const [remove, removal] = useRemoveCalendarLinkMutation();

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
        update(cache, { data }) {
          if (!data) return;
          cache.evict({ id: cache.identify({ __typename: 'Calendar', id: data.removeCalendarLink.removedId }) });
          cache.gc();
        },
      });
      flash.show(MESSAGES.changesSaved);
      return true;
    } catch {
      return false;
    }
  }

  return { addLink, removeLink, removing: removal.loading, removeError: removal.error, resetRemove: removal.reset };
}
