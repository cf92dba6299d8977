/** A host's profile as the settings form sends it, valid by every rule: Ada King of Whitby. */
export const HOST_PROFILE = {
  firstName: 'Ada',
  lastName: 'King',
  email: 'ada@example.com',
  phone: '+44 1632 960000',
  addressHouseNameNumber: '12',
  addressStreet: 'Harbour Road',
  addressCity: 'Whitby',
  addressPostcode: 'YO21 1AA',
  addressCountry: 'United Kingdom',
  language: 'English',
};

/** The subscription a demo or hand-made host has: Starter, granted by hand, running with no end. */
export const MANUAL_STARTER_SUBSCRIPTION = {
  planIdentifier: 'starter',
  platform: 'manual',
  status: 'active',
  trialEndsAt: null,
  renewsAt: null,
  cancelsAt: null,
};
