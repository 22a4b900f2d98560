// Pure, isomorphic rules and formatters shared by the server and the web app (SPEC 5 and 9).
// Nothing here may import from the server or the web app, or use Node-only or DOM-only APIs.
export * from './constants';
export * from './email-quality';
export * from './format-currency';
export * from './format-date';
export * from './format-number';
export * from './media';
export * from './password';
export * from './plans';
export * from './post-url';
export * from './ratio-text';
export * from './slug';
export * from './strip-empty';
export * from './time-zone';
