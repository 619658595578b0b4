import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as tfCore from '@tensorflow/tfjs';
import type { Config as HumanConfig, FaceResult, Human } from '@vladmandic/human';
import { faceInput } from './face-input.ts';
import type { FaceCheckResult, FaceImage, FaceProvider, FaceRefusal } from './face-provider.ts';
import { MODEL_SCHEME, registerModelFiles } from './model-files.ts';

const require = createRequire(import.meta.url);

/** Thresholds of the sandbox check (0-1 scores of the @vladmandic/human models). */
export const faceThresholds = {
  /** A detection at least this sure counts as a face (to tell "one face" from "several"). */
  countAsFace: 0.5,
  /** The one face must be detected at least this surely... */
  detection: 0.7,
  /** ...and judged a real face (anti-spoofing model)... */
  real: 0.5,
  /** ...and live (liveness model). */
  live: 0.5,
};

// The detector works on 256 px; larger inputs only cost decoding time.
const MAX_INPUT_SIDE = 1024;

const wasmDir = path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);
// @vladmandic/human exports only its default build (which needs @tensorflow/tfjs-node, not
// installable here), so its WebAssembly build and models are reached through the package folder.
const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');

function humanConfig(): Partial<HumanConfig> {
  // Results are cached between video frames by default; every photo here must be judged afresh.
  const fresh = { skipFrames: 0, skipTime: 0 };
  return {
    backend: 'wasm',
    wasmPath: `${wasmDir}${path.sep}`,
    modelBasePath: MODEL_SCHEME,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.3, ...fresh },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      attention: { enabled: false },
      gear: { enabled: false },
      antispoof: { enabled: true, ...fresh },
      liveness: { enabled: true, ...fresh },
    },
  } as Partial<HumanConfig>;
}

interface Engine {
  human: Human;
  tf: typeof tfCore;
}

// One model per process, loaded on the first check (about a second), never at server start.
let engine: Promise<Engine> | undefined;

async function loadEngine(): Promise<Engine> {
  const build = pathToFileURL(path.join(humanDir, 'dist', 'human.node-wasm.js')).href;
  const { Human: HumanClass } = (await import(build)) as { Human: typeof Human };
  const human = new HumanClass(humanConfig());
  const tf = human.tf as typeof tfCore;
  registerModelFiles(tf, path.join(humanDir, 'models'));
  await human.load();
  return { human, tf };
}

function getEngine(): Promise<Engine> {
  if (!engine) {
    engine = loadEngine();
    engine.catch(() => {
      engine = undefined;
    });
  }
  return engine;
}

// The models keep state while they run: one photo at a time.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function detectFaces(image: FaceImage): Promise<FaceResult[]> {
  const input = faceInput(image, MAX_INPUT_SIDE);
  const { human, tf } = await getEngine();
  return oneAtATime(async () => {
    const tensor = tf.tensor4d(input.data, [1, input.side, input.side, 3], 'int32');
    try {
      const result = await human.detect(tensor as unknown as Parameters<Human['detect']>[0]);
      return result.face;
    } finally {
      tensor.dispose();
    }
  });
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The verdict on the faces found: exactly one, clearly detected, real and live. */
export function judgeFaces(faces: readonly Pick<FaceResult, 'boxScore' | 'real' | 'live'>[]): {
  passed: boolean;
  score: number | null;
  refusal: FaceRefusal | null;
} {
  const counted = faces.filter((face) => face.boxScore >= faceThresholds.countAsFace);
  if (counted.length === 0) return { passed: false, score: null, refusal: 'no_face' };
  const best = Math.max(...counted.map((face) => face.boxScore));
  if (counted.length > 1) return { passed: false, score: round4(best), refusal: 'several_faces' };
  const face = counted[0]!;
  const real = face.real ?? 0;
  const live = face.live ?? 0;
  const score = round4(Math.min(face.boxScore, real, live));
  if (face.boxScore < faceThresholds.detection) return { passed: false, score, refusal: 'unclear_face' };
  if (real < faceThresholds.real || live < faceThresholds.live)
    return { passed: false, score, refusal: 'not_live' };
  return { passed: true, score, refusal: null };
}

/** jpeg-js and pngjs decode these; there is no WebP decoder on the server. */
export const faceImageKinds: FaceProvider['kinds'] = ['image/jpeg', 'image/png'];

/**
 * The sandbox face check, on the server itself and offline: @vladmandic/human (face detector,
 * anti-spoofing and liveness models) on TensorFlow.js with its WebAssembly backend. A single photo
 * cannot prove liveness the way a video challenge does: a sharp photo of a printed face may pass.
 * Runs in the calling thread; the server uses it through face-check-worker.ts.
 */
export function humanFaceCheck(): FaceProvider {
  return {
    name: 'sandbox',
    kinds: faceImageKinds,
    async check(image: FaceImage): Promise<FaceCheckResult> {
      const verdict = judgeFaces(await detectFaces(image));
      return { ...verdict, reference: `sandbox-face-${randomUUID()}` };
    },
    // The model stays loaded for the life of the process (or of its worker thread).
    close: async () => undefined,
  };
}
