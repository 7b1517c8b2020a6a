export * from './abuse.ts';
export * from './case-work.ts';
export * from './dashboard.ts';
export * from './hotline.ts';
export * from './identity.ts';
export * from './platform.ts';
export * from './reporting.ts';
export * from './rules.ts';
