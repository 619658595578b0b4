import type { KycProvidersConfig } from '../../config.ts';
import type { FaceProvider } from './face-provider.ts';
import { faceCheckInWorker } from './face-check-worker.ts';

export function createFaceProvider(providers: KycProvidersConfig): FaceProvider {
  switch (providers.face) {
    case 'sandbox':
      return faceCheckInWorker(providers.photosMaxWaiting);
  }
}
