/**
 * Stands in for `@module-federation/enhanced/runtime` (see jest.config.js): unit tests decide
 * what a remote resolves to; real loading belongs to e2e.
 */
export const loadRemote = jest.fn(
  (_id: string): Promise<unknown> => Promise.reject(new Error('No remote in unit tests')),
);
export const registerRemotes = jest.fn();
export const init = jest.fn();
export const registerPlugins = jest.fn();
export const satisfy = jest.fn();
/** No host instance in unit tests: a manifest read as data is checked against no shared scope. */
export const getInstance = jest.fn((): null => null);
