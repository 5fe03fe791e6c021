export * from './auth';
export * from './error';
export * from './health';
export * from './me';
export * from './identity';
export * from './permissions';
export * from './team';
