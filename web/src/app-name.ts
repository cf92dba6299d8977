/** The product's name (in its own module so that the guest app's entry does not load every text of the portal). */
export const APP_NAME = 'Host Portal';
