// A small PNG writer for the demo's voucher images: a bank receipt drawn with a 5×7 bitmap font on
// a paletted canvas, deflated with node:zlib. No image library (prisma/ has none), no randomness: the
// same receipt gives the same bytes.
import { deflateSync } from 'node:zlib';

/** 5×7 glyphs, seven rows of five bits each (hex), uppercase only. */
const GLYPHS: Record<string, string> = {
  A: '0e11111f111111',
  B: '1e11111e11111e',
  C: '0e11101010110e',
  D: '1c12111111121c',
  E: '1f10101e10101f',
  F: '1f10101e101010',
  G: '0e11101711110f',
  H: '1111111f111111',
  I: '0e04040404040e',
  J: '0702020202120c',
  K: '11121418141211',
  L: '1010101010101f',
  M: '111b1515111111',
  N: '11111915131111',
  O: '0e11111111110e',
  P: '1e11111e101010',
  Q: '0e11111115120d',
  R: '1e11111e141211',
  S: '0f10100e01011e',
  T: '1f040404040404',
  U: '1111111111110e',
  V: '11111111110a04',
  W: '1111111515150a',
  X: '11110a040a1111',
  Y: '1111110a040404',
  Z: '1f01020408101f',
  '0': '0e11131519110e',
  '1': '040c040404040e',
  '2': '0e11010204081f',
  '3': '1f02040201110e',
  '4': '02060a121f0202',
  '5': '1f101e0101110e',
  '6': '0608101e11110e',
  '7': '1f010204080808',
  '8': '0e11110e11110e',
  '9': '0e11110f01020c',
  '.': '00000000000c0c',
  ',': '000000000c0408',
  ':': '000c0c000c0c00',
  '-': '0000001f000000',
  '/': '00010204081000',
  '(': '02040808080402',
  ')': '08040202020408',
  '&': '0c12140815120d',
  '#': '0a0a1f0a1f0a0a',
  '%': '18190204081303',
  ' ': '00000000000000',
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

type Rgb = [number, number, number];

/** A paletted canvas (one byte a pixel): a receipt has a handful of colours. */
export class Canvas {
  private readonly px: Buffer;
  private readonly palette: Rgb[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.px = Buffer.alloc(width * height);
    this.rect(0, 0, width, height, background);
  }

  private index(color: Rgb) {
    let i = this.palette.findIndex((c) => c[0] === color[0] && c[1] === color[1] && c[2] === color[2]);
    if (i < 0) i = this.palette.push(color) - 1;
    return i;
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb) {
    const i = this.index(color);
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++)
      this.px.fill(i, j * this.width + Math.max(0, x), j * this.width + Math.min(this.width, x + w));
  }

  /** Text in capitals (accents dropped) at (x, y), each font pixel `scale` pixels wide. */
  text(x: number, y: number, value: string, color: Rgb, scale = 2) {
    const plain = value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    [...plain].forEach((ch, k) => {
      const glyph = GLYPHS[ch] ?? GLYPHS[' ']!;
      for (let row = 0; row < 7; row++) {
        const bits = parseInt(glyph.slice(row * 2, row * 2 + 2), 16);
        for (let col = 0; col < 5; col++) if (bits & (0x10 >> col)) this.rect(x + (k * 6 + col) * scale, y + row * scale, scale, scale, color);
      }
    });
  }

  png(): Buffer {
    const raw = Buffer.alloc((this.width + 1) * this.height);
    for (let j = 0; j < this.height; j++) this.px.copy(raw, j * (this.width + 1) + 1, j * this.width, (j + 1) * this.width);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 3, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('PLTE', Buffer.from(this.palette.flat())),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

/** A bank's receipt: its name on a coloured band, a title, and label/value lines. */
export function receiptImage(o: { bank: string; title: string; lines: [string, string][]; footer: string; color: Rgb }): Buffer {
  const c = new Canvas(720, 120 + o.lines.length * 28 + 50);
  c.rect(0, 0, c.width, 56, o.color);
  c.text(20, 14, o.bank, [255, 255, 255], 4);
  c.text(20, 76, o.title, [40, 40, 40], 3);
  o.lines.forEach(([label, value], i) => {
    c.text(20, 120 + i * 28, label, [110, 110, 110], 2);
    c.text(222, 120 + i * 28, value, [20, 20, 20], 2);
  });
  c.rect(20, c.height - 44, c.width - 40, 2, [200, 200, 200]);
  c.text(20, c.height - 32, o.footer, o.color, 2);
  return c.png();
}
