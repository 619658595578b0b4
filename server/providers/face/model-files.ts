import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as tfCore from '@tensorflow/tfjs';

/** Model addresses the face detector is given: `human-models://blazeface.json`. */
export const MODEL_SCHEME = 'human-models://';

type Tf = typeof tfCore;
type WeightsManifest = tfCore.io.WeightsManifestConfig;

const registered = new WeakSet<object>();

/**
 * Lets TensorFlow.js load the face models from the files shipped in the npm package. Its own loader
 * fetches over HTTP, and Node's fetch cannot read files; `@tensorflow/tfjs-node`, which adds a file
 * loader, cannot be installed here. Registered once per TensorFlow.js instance.
 */
export function registerModelFiles(tf: Tf, modelsDir: string): void {
  if (registered.has(tf.io)) return;
  registered.add(tf.io);
  const router = (url: string | string[]): tfCore.io.IOHandler | null => {
    // null: not one of ours, the next loader is asked.
    if (typeof url !== 'string' || !url.startsWith(MODEL_SCHEME)) return null;
    const modelFile = path.join(modelsDir, path.basename(url.slice(MODEL_SCHEME.length)));
    return {
      async load() {
        const modelJson = JSON.parse(await readFile(modelFile, 'utf8')) as tfCore.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(modelJson, async (manifest: WeightsManifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const buffers = await Promise.all(
            manifest
              .flatMap((group) => group.paths)
              .map((file) => readFile(path.join(modelsDir, path.basename(file)))),
          );
          const all = Buffer.concat(buffers);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  };
  tf.io.registerLoadRouter(router as Parameters<Tf['io']['registerLoadRouter']>[0]);
}
