import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the Fetch API of Node (Request, Response, Headers) that React Router's data
 * router needs. AbortController/AbortSignal come along: a Request only accepts Node's signal.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}
