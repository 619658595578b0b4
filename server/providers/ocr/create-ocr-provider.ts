import type { FastifyBaseLogger } from 'fastify';
import type { KycProvidersConfig } from '../../config.ts';
import type { OcrProvider } from './ocr-provider.ts';
import { tesseractOcr } from './tesseract-ocr.ts';

export function createOcrProvider(providers: KycProvidersConfig, log: FastifyBaseLogger): OcrProvider {
  switch (providers.ocr) {
    case 'sandbox':
      return tesseractOcr(log, { maxWaiting: providers.photosMaxWaiting });
  }
}
