import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/config';
import { isSafeStorageKey, type MediaStorage } from './storage';

// Object names are random and never rewritten: readers and CDNs may keep them for a year (as /uploads does).
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image renditions in an S3-compatible bucket (AWS S3, MinIO, R2, …): every instance of the site writes to and
 * links to the same objects, so no instance needs the others' disks. The bucket (or a CDN in front of it) must let
 * anyone read its objects: pages link to them at S3_PUBLIC_URL.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: checked(key),
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
    return this.urlOf(key);
  }

  async get(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: checked(key) }));
    if (!object.Body) throw new Error(`Empty object: ${key}`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checked(key) }));
  }

  urlOf(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  close(): void {
    this.client.destroy();
  }
}

function checked(key: string): string {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
