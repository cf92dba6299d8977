export * from './common.js';
export * from './users.js';
