import { z } from 'zod'

/** File/Upload's `data`: the stored file. */
export const uploadedFile = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
  mime: z.string(),
  sha256: z.string(),
})
export type UploadedFile = z.infer<typeof uploadedFile>

export const fileParams = z.object({ id: z.string() })
export const fileDownloadQuery = z.object({ inline: z.enum(['0', '1']).optional() })
export type FileDownloadQuery = z.input<typeof fileDownloadQuery>
