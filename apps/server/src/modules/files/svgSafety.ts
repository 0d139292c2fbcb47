import { errors } from '../../errors.js'

// Anything that can run script or pull content in from elsewhere when an SVG is opened.
const UNSAFE_SVG = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /(?:java|vb)script\s*:/i,
  /<foreignObject[\s>/]/i,
  /<(?:iframe|embed|object|handler|listener)[\s>/]/i,
  /<!ENTITY/i,
  /data\s*:\s*text\/html/i,
]

/** An SVG upload must be an SVG document free of script, event handlers and embedded content. */
export function checkSvg(name: string, text: string): void {
  if (!/<svg[\s>]/i.test(text)) throw new errors.TND_ERR_FILE_CONTENT_MISMATCH(name)
  if (UNSAFE_SVG.some((pattern) => pattern.test(text))) throw new errors.TND_ERR_SVG_UNSAFE(name)
}
