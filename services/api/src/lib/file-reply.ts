/**
 * What a file endpoint's handler returns (a CSV, an OFX, a PDF receipt): the name the browser
 * saves it under and its body, streamed as it comes (an export never sits whole in memory).
 */
export type FileReply = {
  filename: string;
  body: Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
};
