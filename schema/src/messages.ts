// The texts of spec §5 and §8 and those the spec does not word, one module per domain, so that a web page's chunk
// carries only its own domain's texts.
export { MESSAGES } from './messages/common.js';
export { HELP_MESSAGES } from './messages/help.js';
export { ACCESS_TOKEN_MESSAGES } from './messages/access-tokens.js';
export { ACCOUNT_MESSAGES } from './messages/account.js';
export { PROPERTY_MESSAGES, betweenMessage } from './messages/properties.js';
export { CALENDAR_MESSAGES } from './messages/calendars.js';
export { SERVICE_MESSAGES } from './messages/services.js';
