export * from './common.js';
export * from './users.js';
export * from './property-fields.js';
export * from './properties.js';
export * from './property-parts.js';
export * from './images.js';
export * from './services.js';
export * from './calendars.js';
