/**
 * Where uploaded pictures are kept (issue 27 item 1): a directory (UPLOAD_DIR, shared by the hosts
 * when there are several) or an S3-compatible bucket (S3_BUCKET, through the official AWS SDK).
 * Every reader and writer of uploads goes through this interface, so the routes, retention and
 * erasure do not know which one a deployment chose (config.ts readUploadStore).
 *
 * Keys are `<uuid>.<ext>`, written once and never rewritten (uploadQiNiu writes with `wx`), so what
 * is read from a key — its pixel size — may be remembered by a process for as long as it runs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { UploadStoreConfig } from '../config.js'
import { headerSize } from './picture-size.js'

export interface StoredUpload {
  body: Readable
  /** the content type it was stored with */
  mime: string
  size: number
}

export interface UploadStore {
  readonly kind: 'local' | 's3'
  /** stores a new file (a key is never rewritten) */
  put(key: string, body: Buffer, mime: string): Promise<void>
  /** the file, or null when there is none */
  get(key: string): Promise<StoredUpload | null>
  exists(key: string): Promise<boolean>
  /** removes a file; false when there was none */
  remove(key: string): Promise<boolean>
  /** every stored file with when it was stored (retention judges files older than the uploads table by it) */
  list(): Promise<Array<{ key: string; modifiedAt: number }>>
  /** the pixel size read from the picture's header, or null (a missing file or an unknown format) */
  sizeOf(key: string): Promise<{ width: number; height: number } | null>
  /** lets go of connections (the app's onClose) */
  close(): void
}

/** Head bytes enough for every format headerSize reads (a JPEG's frame can follow large EXIF blocks). */
const HEAD_BYTES = 64 * 1024
/** remembered sizes per process (keys are immutable; a bound keeps a long-running process small) */
const SIZE_CACHE_MAX = 5000

const MIME_OF_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** The content type of an upload from its key's extension (the key's extension came from sniffing it). */
export function mimeOfKey(key: string): string {
  return MIME_OF_EXT[path.extname(key).slice(1)] ?? 'application/octet-stream'
}

abstract class SizedStore {
  private readonly sizes = new Map<string, { width: number; height: number }>()
  protected abstract head(key: string): Promise<Buffer | null>
  async sizeOf(key: string) {
    const known = this.sizes.get(key)
    if (known) return known
    const head = await this.head(key)
    const size = head ? headerSize(head) : null
    if (size) {
      if (this.sizes.size >= SIZE_CACHE_MAX) this.sizes.delete(this.sizes.keys().next().value!)
      this.sizes.set(key, size)
    }
    return size
  }
}

export class LocalUploadStore extends SizedStore implements UploadStore {
  readonly kind = 'local'
  constructor(readonly dir: string) {
    super()
  }
  private file(key: string) {
    return path.join(this.dir, path.basename(key))
  }
  close() {}
  async put(key: string, body: Buffer) {
    await fs.promises.mkdir(this.dir, { recursive: true })
    await fs.promises.writeFile(this.file(key), body, { flag: 'wx' })
  }
  async get(key: string): Promise<StoredUpload | null> {
    try {
      const st = await fs.promises.stat(this.file(key))
      if (!st.isFile()) return null
      return { body: fs.createReadStream(this.file(key)), mime: mimeOfKey(key), size: st.size }
    } catch {
      return null
    }
  }
  async exists(key: string) {
    try {
      return (await fs.promises.stat(this.file(key))).isFile()
    } catch {
      return false
    }
  }
  async remove(key: string) {
    try {
      await fs.promises.unlink(this.file(key))
      return true
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw err
    }
  }
  async list() {
    let names: string[]
    try {
      names = await fs.promises.readdir(this.dir)
    } catch {
      return []
    }
    const out: Array<{ key: string; modifiedAt: number }> = []
    for (const key of names) {
      try {
        out.push({ key, modifiedAt: (await fs.promises.stat(this.file(key))).mtimeMs })
      } catch {
        // removed meanwhile (another process's retention round)
      }
    }
    return out
  }
  protected async head(key: string) {
    try {
      const fd = await fs.promises.open(this.file(key), 'r')
      try {
        const buf = Buffer.alloc(HEAD_BYTES)
        const { bytesRead } = await fd.read(buf, 0, buf.length, 0)
        return buf.subarray(0, bytesRead)
      } finally {
        await fd.close()
      }
    } catch {
      return null
    }
  }
}

export interface S3StoreOptions {
  bucket: string
  /** an S3-compatible endpoint (MinIO, Ceph, a cloud's S3 API); unset: AWS itself */
  endpoint: string | null
  region: string
  /** key prefix inside the bucket ('' or ending in '/') */
  prefix: string
  forcePathStyle: boolean
  /** explicit keys (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY); null: the SDK's default chain (env, role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null
}

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

export class S3UploadStore extends SizedStore implements UploadStore {
  readonly kind = 's3'
  private readonly s3: S3Client
  constructor(private readonly opts: S3StoreOptions) {
    super()
    this.s3 = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle,
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
      // checksums only where S3 demands them: several S3-compatible stores reject the newer
      // default CRC32 headers (and the aws-chunked trailers they bring)
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }
  private key(key: string) {
    return this.opts.prefix + path.basename(key)
  }
  async put(key: string, body: Buffer, mime: string) {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: mime,
        ContentLength: body.length,
        // keys are immutable: caches may keep them (the local store's static route says the same)
        CacheControl: 'public, max-age=2592000, immutable',
        // a key is written once: a second writer of the same key fails instead of replacing it
        IfNoneMatch: '*',
      }),
    )
  }
  async get(key: string): Promise<StoredUpload | null> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }))
      if (!out.Body) return null
      return {
        body: out.Body as Readable,
        mime: out.ContentType ?? mimeOfKey(key),
        size: Number(out.ContentLength ?? 0),
      }
    } catch (err) {
      if (notFound(err)) return null
      throw err
    }
  }
  async exists(key: string) {
    try {
      await this.s3.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }))
      return true
    } catch (err) {
      if (notFound(err)) return false
      throw err
    }
  }
  async remove(key: string) {
    // S3 answers a delete of a missing key with 204 too: ask first so erasure counts what it removed
    if (!(await this.exists(key))) return false
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }))
    return true
  }
  async list() {
    const out: Array<{ key: string; modifiedAt: number }> = []
    let token: string | undefined
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({
          Bucket: this.opts.bucket,
          ...(this.opts.prefix ? { Prefix: this.opts.prefix } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      )
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue
        out.push({ key: o.Key.slice(this.opts.prefix.length), modifiedAt: o.LastModified?.getTime() ?? 0 })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return out
  }
  protected async head(key: string) {
    try {
      const out = await this.s3.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key), Range: `bytes=0-${HEAD_BYTES - 1}` }),
      )
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null
    } catch (err) {
      if (notFound(err)) return null
      throw err
    }
  }
  close() {
    this.s3.destroy()
  }
}

/** The store a configuration names. */
export function uploadStoreOf(config: UploadStoreConfig): UploadStore {
  if (config.kind === 's3') return new S3UploadStore(config)
  return new LocalUploadStore(config.dir)
}

/** `/uploads/<key>` → key, or null for any other picture URL. */
export function uploadKeyOf(url: string): string | null {
  const m = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url)
  return m ? m[1]! : null
}
