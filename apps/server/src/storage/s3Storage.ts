import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { StorageConfig } from '../config.js'
import { StorageNotFoundError, type FileStorage, type PutOptions } from './fileStorage.js'

type S3Config = Extract<StorageConfig, { kind: 's3' }>

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph, ...). Objects are written in one
 * PutObject with a known length: S3 stores an object only once it is complete, so a failed upload
 * leaves nothing. Checksums are sent only where required, which servers that do not know the
 * newer aws-chunked trailers (older MinIO and friends) need.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client
  readonly #bucket: string

  constructor(config: S3Config) {
    this.#bucket = config.bucket
    this.#client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  async put(body: Readable, options: PutOptions): Promise<string> {
    const key = randomUUID()
    // The SDK does not watch the body for errors; without this a failing source would leave the
    // request waiting for bytes forever. Aborting makes S3 drop the incomplete object.
    const controller = new AbortController()
    const sourceFailed = new Promise<never>((_, reject) =>
      body.once('error', (error) => {
        controller.abort()
        reject(error)
      }),
    )
    const command = new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentLength: options.size, ContentType: options.contentType })
    await Promise.race([this.#client.send(command, { abortSignal: controller.signal }), sourceFailed])
    return key
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }))
      return answer.Body as Readable
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key)
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }))
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }))
      return true
    } catch (error) {
      if (isMissing(error)) return false
      throw error
    }
  }

  close(): void {
    this.#client.destroy()
  }
}
