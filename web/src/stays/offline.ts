/**
 * The guest app's offline side (its manifest is linked by web/stay.html): the last stay opened, and the mark of the
 * one GraphQL answer the service worker (web/public/sw.js, registered by ./worker.ts) may keep.
 */
/** The header of the `Stay` query by which the worker knows the one answer it may keep. */
export const OFFLINE_COPY = { 'x-offline-copy': 'stay' };
const LAST_STAY = 'lastStay';

/** The stay last opened on this device, where the installed app starts. */
export const lastStay = () => window.localStorage.getItem(LAST_STAY);
export const rememberStay = (bookingId: string) => window.localStorage.setItem(LAST_STAY, bookingId);
