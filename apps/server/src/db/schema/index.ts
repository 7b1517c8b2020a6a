export * from './identity.ts';
export * from './platform.ts';
