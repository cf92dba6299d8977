import { guideEntryRows, type EntryFields, type OwnedEntry } from './entry-rows.js';

export type HomeGuide = OwnedEntry<'homeGuides'>;
export type HomeGuideFields = EntryFields<'homeGuides'>;

/** The owner's home guide entries are listed by listing, type and title. */
export const {
  insert: insertHomeGuide,
  find: findHomeGuide,
  list: listHomeGuides,
  update: updateHomeGuide,
  delete: deleteHomeGuide,
} = guideEntryRows('homeGuides', 'title');
