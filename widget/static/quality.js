// A worker that estimates a document photograph's quality in the browser,
// before upload, by the measures the server holds it to
// (internal/identity/kyc/docread: Quality, laplacianVariance, pageTone):
//
//   - resolution: the photo's width in pixels (the document's width is at
//     most this);
//   - sharpness: the variance of the 4-neighbour Laplacian of the
//     luminance, on the photo resampled (bilinearly) to 1,000 px wide, as
//     the server resamples the document;
//   - glare: the share of pixels of luminance 250 or more and brighter by
//     more than 10 than the paper's tone (the most common grey level, ±3,
//     in the central half).
//
// The server measures the document alone, found in the photo and set
// upright; this measures the whole photo, background included, so it is an
// estimate, which the page holds to the bounds with some leniency.
//
// Each message {id, blob} is answered with {id, quality}: quality is
// {resolution, sharpness, glare}, or null when the image cannot be decoded
// or measured here (HEIC in most browsers, no OffscreenCanvas).
'use strict';

const WIDTH = 1000; // the server's docWidth

self.onmessage = async (ev) => {
  const { id, blob } = ev.data;
  let quality = null;
  try { quality = await estimate(blob); } catch (_) { /* not measurable here: the server judges */ }
  self.postMessage({ id, quality });
};

async function estimate(blob) {
  const bitmap = await createImageBitmap(blob);
  const resolution = bitmap.width;
  const w = WIDTH;
  const h = Math.round((bitmap.height * WIDTH) / bitmap.width);
  if (h < 3 || h > 4 * WIDTH) { // a strip, not a photograph of a document
    bitmap.close();
    return null;
  }
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'low'; // bilinear, as the server resamples
  ctx.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  const rgba = ctx.getImageData(0, 0, w, h).data;
  // Luminance, with the server's weights (ITU-R BT.601, in 16.16 fixed point).
  const gray = new Uint8Array(w * h);
  for (let i = 0, j = 0; i < gray.length; i++, j += 4) {
    gray[i] = (19595 * rgba[j] + 38470 * rgba[j + 1] + 7471 * rgba[j + 2] + 32768) >>> 16;
  }
  return { resolution, sharpness: laplacianVariance(gray, w, h), glare: glare(gray, w, h) };
}

// laplacianVariance is the variance of the 4-neighbour Laplacian over the
// pixels that have four neighbours.
function laplacianVariance(g, w, h) {
  let sum = 0;
  let sumSq = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let i = y * w + 1, end = y * w + w - 1; i < end; i++) {
      const l = g[i - 1] + g[i + 1] + g[i - w] + g[i + w] - 4 * g[i];
      sum += l;
      sumSq += l * l;
    }
  }
  const n = (w - 2) * (h - 2);
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

// paperTone is the most common grey level (±3) in the central half.
function paperTone(g, w, h) {
  const hist = new Uint32Array(256);
  const x0 = w >> 2;
  const x1 = w - (w >> 2);
  for (let y = h >> 2, y1 = h - (h >> 2); y < y1; y++) {
    for (let i = y * w + x0, end = y * w + x1; i < end; i++) hist[g[i]]++;
  }
  let best = -1;
  let tone = 0;
  for (let v = 0; v < 256; v++) {
    let n = 0;
    for (let d = Math.max(v - 3, 0); d <= Math.min(v + 3, 255); d++) n += hist[d];
    if (n > best) {
      best = n;
      tone = v;
    }
  }
  return tone;
}

// glare is the share of pixels saturated (250 or more) and brighter than
// the paper by more than 10: on white paper glare cannot be told from the
// paper, and reads 0.
function glare(g, w, h) {
  const saturated = Math.max(250, paperTone(g, w, h) + 11);
  if (saturated > 255) return 0;
  let n = 0;
  for (let i = 0; i < g.length; i++) if (g[i] >= saturated) n++;
  return n / g.length;
}
