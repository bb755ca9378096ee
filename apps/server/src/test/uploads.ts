import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A picture of one colour, as PNG: what a customer's upload stands for in a test. */
export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 60, b: 30 } } })
    .png()
    .toBuffer();
}

/** Sends one file the way a browser's form does (field `file`) to an upload action. */
export async function postFile(
  app: FastifyInstance,
  action: 'upload' | 'resumeUpload',
  bytes: Buffer,
  name: string,
  token: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await app.inject({
    method: 'POST',
    url: `/api/index/${action}?lang=en`,
    payload: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json() as { code: number; data: { id: number; url: string } };
}
