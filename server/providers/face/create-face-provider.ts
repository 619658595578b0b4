import type { KycProvidersConfig } from '../../config.ts';
import type { FaceProvider } from './face-provider.ts';
import { faceCheckInWorker } from './face-check-worker.ts';

export function createFaceProvider(provider: KycProvidersConfig['face']): FaceProvider {
  switch (provider) {
    case 'sandbox':
      return faceCheckInWorker();
  }
}
