import type { FastifyReply } from 'fastify'

/** Adds a request header to the answer's Vary list, keeping what is already there. */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary')
  const names = typeof current === 'string' ? current.split(',').map((name) => name.trim()).filter(Boolean) : []
  if (names.includes('*') || names.some((name) => name.toLowerCase() === header.toLowerCase())) return
  reply.header('vary', [...names, header].join(', '))
}
