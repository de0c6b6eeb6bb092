// frames.mjs: what the browser tests read from the frames a player
// received, and the small palette PNG of docs/screenshots.
import zlib from 'node:zlib';

/** The state messages of `table` a player received, oldest first. */
export const states = (p, table) => p.messages('state').filter((m) => m.table === table);
/** The last of them. */
export const lastState = (p, table) => states(p, table).pop();

// Every text a player received at `table` with its seq: a state without its
// info (public by design), each event alone.
export function texts(p, table) {
  const out = [];
  for (const m of p.messages()) {
    if (m.type === 'state' && m.table === table) {
      const { info, ...rest } = m;
      void info;
      out.push({ seq: m.seq, text: JSON.stringify(rest) });
    } else if (m.type === 'events' && m.table === table) {
      for (const e of m.events) out.push({ seq: e.seq, text: JSON.stringify(e) });
    }
  }
  return out;
}

// ------------------------------------------------------------ leaks
// A card is private to seat A at seq k when A's frames name it and none
// of the spectator's do up to k; it must then reach neither B nor any page.

// Card names in the texts of seqs <= k.
export function namesIn(list, names, k) {
  const hay = list.filter((x) => x.seq <= k).map((x) => x.text).join('\n');
  return new Set(names.filter((n) => hay.includes(n)));
}

// What B knows from his own hand up to k: his team in his views, the card
// he took, his sealed line-up, and the private fields of his own draws,
// trades, drafts and replacements.
// A's cards private at k: in A's frames, in none of the spectator's.
export function privateAt(a, spectator, table, k, names) {
  const seen = namesIn(texts(spectator, table), names, k);
  return [...namesIn(texts(a, table), names, k)].filter((n) => !seen.has(n));
}

// The check at seq k: throws on a leak of A's private cards (names: every
// card of the game) to B's frames and page or the spectator's page; known:
// what B knows from his own hand (an empty set is the negative control).
export async function checkLeaks(a, b, spectator, table, k, { names, known, frames = true, dom: pages = true }) {
  const secret = privateAt(a, spectator, table, k, names);
  const forB = secret.filter((n) => !known.has(n));
  const leaks = [];
  for (const x of frames ? texts(b, table) : []) {
    if (x.seq > k) continue;
    for (const n of forB) if (x.text.includes(n)) leaks.push(`${n} (private to ${a.name} at ${k}) in ${b.name}'s frame of seq ${x.seq}`);
  }
  const dom = async (page, list, who) => {
    const html = await page.evaluate(() => [document.title, document.documentElement.outerHTML,
      ...[...document.querySelectorAll('input, textarea, select')].map((e) => e.value)].join('\n'));
    for (const n of list) if (html.includes(n)) leaks.push(`${n} (private to ${a.name} at ${k}) in ${who}'s page`);
  };
  if (pages) await dom(b.page, forB, b.name);
  if (pages && spectator !== b) await dom(spectator.page, secret, spectator.name);
  if (leaks.length) throw new Error('leak: ' + leaks.slice(0, 6).join('; '));
  return secret.length;
}


// A PNG screenshot made a palette PNG of at most 256 colours (a page has
// few; antialiased edges take the nearest), so that docs/screenshots stays
// small. Decodes 8-bit RGB(A) with the five row filters, keeps the most
// common colours of 5-bit buckets, writes unfiltered palette rows.
export function palettePng(png) {
  const crcT = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    let c = 0xffffffff;
    for (const b of body) c = crcT[(c ^ b) & 0xff] ^ (c >>> 8);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE((c ^ 0xffffffff) >>> 0, body.length + 4);
    return out;
  };
  let w = 0;
  let hgt = 0;
  let bpp = 0;
  const idat = [];
  for (let pos = 8; pos < png.length;) {
    const len = png.readUInt32BE(pos);
    const t = png.toString('latin1', pos + 4, pos + 8);
    const d = png.subarray(pos + 8, pos + 8 + len);
    if (t === 'IHDR') {
      w = d.readUInt32BE(0); hgt = d.readUInt32BE(4);
      bpp = d[8] === 8 && !d[12] ? { 2: 3, 6: 4 }[d[9]] || 0 : 0;
    }
    if (t === 'IDAT') idat.push(d);
    pos += 12 + len;
  }
  if (!bpp) return png;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = w * bpp;
  const px = Buffer.alloc(stride * hgt);
  for (let y = 0; y < hgt; y++) {
    const f = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? px[y * stride + i - bpp] : 0;
      const b = y ? px[(y - 1) * stride + i] : 0;
      const c = y && i >= bpp ? px[(y - 1) * stride + i - bpp] : 0;
      const p = a + b - c;
      const pred = [0, a, b, (a + b) >> 1,
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][f];
      px[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + pred) & 0xff;
    }
  }
  const n = w * hgt;
  const buckets = new Map();
  for (let i = 0; i < n; i++) {
    const [r, g, b] = [px[i * bpp], px[i * bpp + 1], px[i * bpp + 2]];
    const k = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const e = buckets.get(k) || [0, 0, 0, 0];
    e[0]++; e[1] += r; e[2] += g; e[3] += b;
    buckets.set(k, e);
  }
  const pal = [...buckets.values()].sort((x, y) => y[0] - x[0]).slice(0, 256)
    .map(([c, r, g, b]) => [Math.round(r / c), Math.round(g / c), Math.round(b / c)]);
  const near = new Map();
  const out = Buffer.alloc((w + 1) * hgt);
  for (let i = 0; i < n; i++) {
    const key = (px[i * bpp] << 16) | (px[i * bpp + 1] << 8) | px[i * bpp + 2];
    let k = near.get(key);
    if (k === undefined) {
      let best = Infinity;
      pal.forEach(([r, g, b], j) => {
        const d = 2 * (r - px[i * bpp]) ** 2 + 4 * (g - px[i * bpp + 1]) ** 2 + 3 * (b - px[i * bpp + 2]) ** 2;
        if (d < best) { best = d; k = j; }
      });
      near.set(key, k);
    }
    out[Math.floor(i / w) * (w + 1) + 1 + (i % w)] = k;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(hgt, 4);
  ihdr[8] = 8;
  ihdr[9] = 3;
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), chunk('PLTE', Buffer.from(pal.flat())),
    chunk('IDAT', zlib.deflateSync(out, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
