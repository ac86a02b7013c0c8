import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  /** the S3_* environment of an app storing its images there */
  env: Record<string, string>;
  /** where the bucket's objects are read: S3_PUBLIC_URL */
  publicUrl: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, for as long as a test needs it. */
export async function startTestBucket(bucket = 'receitas-fotos'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's fixed credentials: it checks the SDK's signatures with them
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    publicUrl: `${endpoint}/${bucket}`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
