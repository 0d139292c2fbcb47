import fp from 'fastify-plugin'
import type { SessionUser } from './session.js'

/** Whether `viewer` may read stored file `fileId` through something that holds it (a record, a form value). */
export type FileReadRule = (viewer: SessionUser, fileId: string) => Promise<boolean>

/**
 * Who may read an uploaded file: its uploader, and whoever a rule lets through. Each module that
 * links files to its data adds the rule of its own visibility (contracts: attachments of records
 * the viewer may download from), so File/Download never serves a file just for its id.
 */
export class FileReaders {
  readonly #rules: FileReadRule[] = []

  add(rule: FileReadRule): void {
    this.#rules.push(rule)
  }

  async mayRead(viewer: SessionUser, file: { id: string; uploaderId: number }): Promise<boolean> {
    if (file.uploaderId === viewer.id) return true
    for (const rule of this.#rules) {
      if (await rule(viewer, file.id)) return true
    }
    return false
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    fileReaders: FileReaders
  }
}

export default fp(
  async (app) => {
    app.decorate('fileReaders', new FileReaders())
  },
  { fastify: '5.x', name: 'tandem-file-access' },
)
