// A supertest body parser that keeps a binary answer (a PDF, a workbook) as one Buffer:
// `.buffer(true).parse(binaryBody)`.
type Callback = (err: Error | null, body: Buffer) => void;

export function binaryBody(res: { on(event: string, listener: (chunk: Buffer) => void): void }, cb: Callback) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}
