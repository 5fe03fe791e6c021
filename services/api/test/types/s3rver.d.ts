// s3rver ships no types: what the object storage test uses of it.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent: boolean; directory: string });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
