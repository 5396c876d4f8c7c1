import { crc32, deflateSync } from "node:zlib";

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** One chunk: length, type, data and the CRC-32 (ISO 3309, zlib's) of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An indexed-colour image: 2 bits a pixel, so at most four palette colours. */
export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  /** RGB of each palette index (1 to 4 entries). */
  readonly palette: ReadonlyArray<readonly [number, number, number]>;
  /** One palette index (0 to 3) a pixel, row by row. */
  readonly pixels: Uint8Array;
}

/**
 * Encodes an indexed image as a PNG (colour type 3, bit depth 2, filter 0 on every row), compressed
 * with zlib: the smallest file for a four-colour picture, with no dependency beyond Node (zlib
 * also gives the chunks' CRC-32).
 */
export function encodeIndexedPng({ width, height, palette, pixels }: IndexedImage): Buffer {
  const rowBytes = Math.ceil(width / 4);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1);
    for (let x = 0; x < width; x++) {
      const index = (pixels[y * width + x] ?? 0) & 3;
      raw[row + 1 + (x >> 2)] = (raw[row + 1 + (x >> 2)] ?? 0) | (index << (6 - 2 * (x & 3)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([2, 3, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", Uint8Array.from(palette.flat())),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
