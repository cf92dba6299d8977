export { closeOnSignals, isMainModule } from './main-module.js';
export { requestLogger, SECRET_PARAMS, urlScrubber, type RequestLoggerOptions } from './request-log.js';
export { addSecurityHeaders, HSTS } from './security-headers.js';
