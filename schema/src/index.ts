export * from './constants.js';
export * from './messages.js';
export * from './validation/common.js';
export * from './validation/users.js';
export * from './validation/violations.js';
export * from './validation/properties.js';
export * from './validation/calendars.js';
export * from './messaging/placeholders.js';
