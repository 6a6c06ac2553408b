// Records reference outputs of @vladmandic/face-api 1.7.15 (tiny face detector,
// 68-point landmark net, face recognition net) for the Go implementation's tests.
// Run from this folder: npm ci && node reference.mjs
// Writes ../reference.json, ../detector/*, ../landmarks/*, ../recognition/*.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const testdata = path.resolve(here, '..');

// No network: any fetch (e.g. of the wasm binary from a CDN) is refused.
globalThis.fetch = async (url) => { throw new Error(`network access refused: ${url}`); };

const tf = require('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
const jpeg = require('jpeg-js');
const { PNG } = require('pngjs');

const pkgDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
const modelDir = path.join(pkgDir, 'model');
const demoDir = path.join(pkgDir, 'demo');
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));

const MAX_IMAGES = 5;
const MAX_FACES = 8;
const DET_SIZE = 416;
const LM_SIZE = 112;
const REC_SIZE = 150;
const SCORE_THRESHOLD = 0.5;

const sig = (v, n) => Number(Number(v).toPrecision(n));
const sig7 = (v) => sig(v, 7);
const sig6 = (v) => sig(v, 6);
const rel = (p) => path.relative(testdata, p).split(path.sep).join('/');
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');
const boxOf = (b) => ({ x: sig7(b.x), y: sig7(b.y), width: sig7(b.width), height: sig7(b.height) });
const dist = (a, b) => Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]) ** 2, 0));

// Decodes a JPEG or PNG file to packed RGB bytes.
function decode(file) {
  const buf = fs.readFileSync(file);
  if (/\.png$/i.test(file)) {
    const png = PNG.sync.read(buf);
    const rgb = new Uint8Array(png.width * png.height * 3);
    for (let i = 0, j = 0; i < png.data.length; i += 4, j += 3) {
      rgb[j] = png.data[i]; rgb[j + 1] = png.data[i + 1]; rgb[j + 2] = png.data[i + 2];
    }
    return { width: png.width, height: png.height, data: rgb };
  }
  const img = jpeg.decode(buf, { useTArray: true, formatAsRGBA: false });
  return { width: img.width, height: img.height, data: img.data };
}

const toTensor = (img) => tf.tensor3d(img.data, [img.height, img.width, 3], 'int32');

// Rounds (half away from zero, i.e. Math.round for these non-negative values) and clamps a
// float [1,S,S,3] tensor to uint8 and writes it as an RGB PNG.
function savePng(batch, file) {
  const [, h, w] = batch.shape;
  const f = batch.dataSync();
  const png = new PNG({ width: w, height: h, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  const rgb = Buffer.alloc(w * h * 3);
  for (let i = 0; i < f.length; i++) rgb[i] = Math.min(255, Math.max(0, Math.round(f[i])));
  png.data = rgb;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 9 }));
}

// face-api's own input preparation (NetInput.toBatchTensor): pad to square with zeros
// (centred if center, else bottom/right), resize bilinear (alignCorners=false, halfPixelCenters=false).
function prepare(imgTensor, size, center) {
  return new faceapi.NetInput([imgTensor]).toBatchTensor(size, center);
}

async function main() {
  wasm.setWasmPaths(wasmDir + path.sep); // load the .wasm from node_modules
  await tf.setBackend('wasm');
  await tf.ready();
  console.log(`face-api ${faceapi.version.faceapi ?? JSON.stringify(faceapi.version)}, tfjs ${tf.version_core}, backend ${tf.getBackend()}, wasm from ${rel(wasmDir)}`);

  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  const detOptions = new faceapi.TinyFaceDetectorOptions({ inputSize: DET_SIZE, scoreThreshold: SCORE_THRESHOLD });

  // Photographs only: demo/*.png are a mesh illustration and UI screenshots.
  const all = fs.readdirSync(demoDir).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
  const photos = all.filter((f) => /^sample\d+\.jpe?g$/i.test(f));
  console.log(`demo images: ${all.join(', ')}; photographs: ${photos.join(', ')}; using ${photos.slice(0, MAX_IMAGES).join(', ')}`);

  const out = {
    generator: 'reference/reference.mjs',
    packages: {
      '@vladmandic/face-api': require('@vladmandic/face-api/package.json').version,
      '@tensorflow/tfjs': tf.version_core,
      '@tensorflow/tfjs-backend-wasm': require('@tensorflow/tfjs-backend-wasm/package.json').version,
      'jpeg-js': require('jpeg-js/package.json').version,
      pngjs: require('pngjs/package.json').version,
    },
    backend: tf.getBackend(),
    notes: [
      'Boxes are {x,y,width,height}; points are {x,y}. Paths are relative to testdata/.',
      'detector.input is face-api NetInput.toBatchTensor(416,false) of the photograph (zero pad bottom/right to square, resizeBilinear alignCorners=false halfPixelCenters=false), rounded to uint8. detector.detections are face-api TinyFaceDetector.locateFaces on that PNG (416 px, score > 0.5, NMS IoU 0.4); detector.candidates are all cells with sigmoid(score) > 0.5 before NMS; detector.raw is the conv8 output [1,13,13,25] (channel = anchor*5 + [tx,ty,tw,th,score]).',
      'pipeline is detectAllFaces(photo tensor, TinyFaceDetectorOptions{416,0.5}).withFaceLandmarks().withFaceDescriptors() in original pixels; descriptor_rect is landmarks.align(null,{useDlibAlignment:true}), the crop face-api feeds the recognition net.',
      'faces[i].crop is the detection box made square about its centre (side S=round(max(w,h)), x0=round(cx-S/2), y0=round(cy-S/2)), then clamped to the image; landmarks.input / recognition.input are NetInput.toBatchTensor(112|150, true) of that crop (centred zero padding only if clamping left it non-square), rounded to uint8. landmarks.raw is the net output (136 = x0,y0,x1,y1,... relative to the 112 input), landmarks.relative is FaceLandmarks68.relativePositions, recognition.descriptor is computeFaceDescriptor on the 150 PNG.',
    ],
    images: [],
  };

  const allDescriptors = [];
  for (const file of photos.slice(0, MAX_IMAGES)) {
    const name = file.replace(/\.[^.]+$/, '');
    const src = decode(path.join(demoDir, file));
    const photo = toTensor(src);
    const entry = {
      name,
      source: `@vladmandic/face-api/demo/${file}`,
      source_sha256: sha256(fs.readFileSync(path.join(demoDir, file))),
      width: src.width,
      height: src.height,
      decoded_rgb_sha256: sha256(src.data),
    };

    // (a) detector on the 416x416 uint8 input.
    const detPng = path.join(testdata, 'detector', `${name}.png`);
    const detBatch = prepare(photo, DET_SIZE, false);
    savePng(detBatch, detPng);
    detBatch.dispose();
    const detImg = decode(detPng);
    const detTensor = toTensor(detImg);
    const raw = await faceapi.nets.tinyFaceDetector.forward(detTensor, DET_SIZE);
    const rawData = Array.from(await raw.data()).map(sig6);
    const rawFile = path.join(testdata, 'detector', `${name}.raw.json`);
    fs.writeFileSync(rawFile, JSON.stringify({ shape: raw.shape, data: rawData }) + '\n');
    // candidates before NMS, decoded as TinyYolov2Base.extractBoxes does
    const anchors = faceapi.nets.tinyFaceDetector.anchors;
    const [, cells, , chans] = raw.shape;
    const rawArr = await raw.data();
    const candidates = [];
    const sigm = (x) => 1 / (1 + Math.exp(-x));
    for (let row = 0; row < cells; row++) {
      for (let col = 0; col < cells; col++) {
        for (let a = 0; a < anchors.length; a++) {
          const o = (row * cells + col) * chans + a * 5;
          const score = sigm(rawArr[o + 4]);
          if (score <= SCORE_THRESHOLD) continue;
          const cx = (col + sigm(rawArr[o])) / cells;
          const cy = (row + sigm(rawArr[o + 1])) / cells;
          const w = (Math.exp(rawArr[o + 2]) * anchors[a].x) / cells;
          const h = (Math.exp(rawArr[o + 3]) * anchors[a].y) / cells;
          candidates.push({ row, col, anchor: a, score: sig7(score), box: boxOf({ x: (cx - w / 2) * DET_SIZE, y: (cy - h / 2) * DET_SIZE, width: w * DET_SIZE, height: h * DET_SIZE }) });
        }
      }
    }
    raw.dispose();
    const dets = await faceapi.nets.tinyFaceDetector.locateFaces(detTensor, detOptions);
    detTensor.dispose();
    entry.detector = {
      input: rel(detPng),
      input_size: DET_SIZE,
      score_threshold: SCORE_THRESHOLD,
      raw: rel(rawFile),
      raw_shape: [1, cells, cells, chans],
      candidates,
      detections: dets.map((d) => ({ score: sig7(d.score), box: boxOf(d.box) })),
    };

    // (b) the whole pipeline on the photograph.
    const results = await faceapi.detectAllFaces(photo, detOptions).withFaceLandmarks().withFaceDescriptors();
    entry.pipeline = {
      faces_found: results.length,
      faces: results.map((r) => ({
        score: sig7(r.detection.score),
        box: boxOf(r.detection.box),
        landmarks: r.landmarks.positions.map((p) => ({ x: sig7(p.x), y: sig7(p.y) })),
        descriptor_rect: boxOf(r.landmarks.align(null, { useDlibAlignment: true })),
        descriptor: Array.from(r.descriptor).map(sig7),
      })),
    };

    // (c) per-net references on square crops of each face's detection box.
    entry.faces = [];
    const take = results.slice(0, MAX_FACES);
    for (let i = 0; i < take.length; i++) {
      const b = take[i].detection.box;
      const s = Math.max(b.width, b.height);
      const cx = b.x + b.width / 2;
      const cy = b.y + b.height / 2;
      const side = Math.round(s);
      const x0 = Math.round(cx - side / 2);
      const y0 = Math.round(cy - side / 2);
      const left = Math.max(0, x0);
      const top = Math.max(0, y0);
      const right = Math.min(src.width, x0 + side);
      const bottom = Math.min(src.height, y0 + side);
      const crop = { x: left, y: top, width: right - left, height: bottom - top };
      const cropTensor = tf.slice3d(photo, [crop.y, crop.x, 0], [crop.height, crop.width, 3]);

      const lmPng = path.join(testdata, 'landmarks', `${name}-${i}.png`);
      const lmBatch = prepare(cropTensor, LM_SIZE, true);
      savePng(lmBatch, lmPng);
      lmBatch.dispose();
      const lmTensor = toTensor(decode(lmPng));
      const lmRaw = faceapi.nets.faceLandmark68Net.runNet(new faceapi.NetInput([lmTensor]));
      const lmRawData = Array.from(await lmRaw.data());
      lmRaw.dispose();
      const lms = await faceapi.nets.faceLandmark68Net.detectLandmarks(lmTensor);
      lmTensor.dispose();

      const recPng = path.join(testdata, 'recognition', `${name}-${i}.png`);
      const recBatch = prepare(cropTensor, REC_SIZE, true);
      savePng(recBatch, recPng);
      recBatch.dispose();
      cropTensor.dispose();
      const recTensor = toTensor(decode(recPng));
      const desc = Array.from(await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(recTensor));
      recTensor.dispose();

      entry.faces.push({
        index: i,
        crop,
        square: crop.width === crop.height,
        landmarks: {
          input: rel(lmPng),
          raw: lmRawData.map(sig7),
          relative: lms.relativePositions.map((p) => ({ x: sig7(p.x), y: sig7(p.y) })),
        },
        recognition: {
          input: rel(recPng),
          descriptor: desc.map(sig7),
        },
      });
      allDescriptors.push({ id: `${name}-${i}`, crop: desc, pipeline: Array.from(take[i].descriptor) });
    }
    photo.dispose();
    out.images.push(entry);

    console.log(`${file} ${src.width}x${src.height}: detector on ${rel(detPng)}: ${dets.length} faces (${candidates.length} candidates before NMS), scores ${dets.map((d) => d.score.toFixed(3)).join(' ')}; pipeline: ${results.length} faces; wrote ${entry.faces.length} landmark/recognition crops`);
  }

  fs.writeFileSync(path.join(testdata, 'reference.json'), JSON.stringify(out, null, 1) + '\n');
  console.log(`wrote ${rel(path.join(testdata, 'reference.json'))}`);

  // Sanity: descriptor distances.
  const selfD = allDescriptors.map((d) => dist(d.crop, d.pipeline));
  console.log(`same face, square-crop descriptor vs pipeline (dlib-aligned crop) descriptor: min ${Math.min(...selfD).toFixed(3)} mean ${(selfD.reduce((a, b) => a + b, 0) / selfD.length).toFixed(3)} max ${Math.max(...selfD).toFixed(3)}`);
  for (const img of out.images) {
    const ds = img.pipeline.faces.slice(0, MAX_FACES).map((f) => f.descriptor);
    const pairs = [];
    for (let a = 0; a < ds.length; a++) for (let b = a + 1; b < ds.length; b++) pairs.push(dist(ds[a], ds[b]));
    const cs = img.faces.map((f) => f.recognition.descriptor);
    const cpairs = [];
    for (let a = 0; a < cs.length; a++) for (let b = a + 1; b < cs.length; b++) cpairs.push(dist(cs[a], cs[b]));
    if (cpairs.length) console.log(`${img.name}: square-crop (150 PNG) descriptor distances between different faces: ${cpairs.map((v) => v.toFixed(3)).join(' ')}`);
    if (pairs.length) console.log(`${img.name}: pipeline descriptor distances between the ${ds.length} faces (different people): min ${Math.min(...pairs).toFixed(3)} mean ${(pairs.reduce((x, y) => x + y, 0) / pairs.length).toFixed(3)} max ${Math.max(...pairs).toFixed(3)}`);
  }
  // cross-image nearest neighbours (the same people appear in several demo photos)
  const pl = allDescriptors;
  for (const d of pl) {
    let best = null;
    for (const e of pl) {
      if (e.id.split('-')[0] === d.id.split('-')[0]) continue;
      const v = dist(d.pipeline, e.pipeline);
      if (!best || v < best.v) best = { id: e.id, v };
    }
    if (best) console.log(`  ${d.id}: nearest face in another photo ${best.id} at ${best.v.toFixed(3)}`);
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
