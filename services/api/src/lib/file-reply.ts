/**
 * What a file endpoint's handler returns (a CSV, an OFX, a PDF receipt): the name the browser
 * saves it under and its body, streamed as it comes (an export never sits whole in memory).
 */
export type FileReply = {
  filename: string;
  /** Instead of the endpoint's `file.contentType` (a stored upload: the type found in it). */
  contentType?: string;
  body: Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
};
