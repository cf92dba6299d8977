import type { ApolloCache } from '@apollo/client';
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { MultiCalendarDocument, type MultiCalendarQuery } from '../../__generated__/graphql';
import type { DayWindow } from './window';

/** Listings merged per task (a few ms each for 200 listings' spans of a few months). */
export const SPAN_SLICE = 25;

/** One listing's fields as the MultiCalendar query selects them, as a fragment (the same selection, not a copy). */
const query = MultiCalendarDocument.definitions[0] as OperationDefinitionNode;
const calendarField = query.selectionSet.selections.find(
  (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === 'propertyCalendars',
)!;
const SPAN_FRAGMENT: DocumentNode = {
  kind: Kind.DOCUMENT,
  definitions: [
    {
      kind: Kind.FRAGMENT_DEFINITION,
      name: { kind: Kind.NAME, value: 'MultiCalendarSpan' },
      typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'PropertyCalendar' } },
      selectionSet: calendarField.selectionSet!,
    },
  ],
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Right after the next frame: the first slice does not hold back the frame in progress (the first rows, a scroll). */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Writes a later span's answer (fetched past the cache) into each listing's entry through the same type policy as
 * any answer (calendar-cache.ts, which reads the span from the variables), a slice of listings per task, telling the
 * watchers once per slice: merging a span into 200 entries and reading them back in one task took long enough to
 * drop frames of a scroll running meanwhile, while a slice's watchers read back only the entries it wrote. No query
 * reads the span's own root field, so it is not written.
 */
export async function writeSpan(cache: ApolloCache, span: DayWindow, data: MultiCalendarQuery, slice = SPAN_SLICE) {
  const calendars = data.propertyCalendars;
  for (let start = 0; start < calendars.length; start += slice) {
    await (start === 0 ? afterFrame() : nextTask());
    const part = calendars.slice(start, start + slice);
    part.forEach((calendar, index) => {
      // A slice's last write tells the watchers of the whole slice.
      const broadcast = index === part.length - 1;
      const id = cache.identify(calendar);
      if (id) cache.writeFragment({ id, fragment: SPAN_FRAGMENT, data: calendar, variables: span, broadcast });
    });
  }
}
