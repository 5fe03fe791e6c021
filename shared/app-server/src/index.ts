export { readServeConfig } from './config';
export type { ServeConfig } from './config';
export { createAppServer } from './server';
