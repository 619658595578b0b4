import type { FastifyBaseLogger } from 'fastify';
import type { KycProvidersConfig } from '../../config.ts';
import type { OcrProvider } from './ocr-provider.ts';
import { tesseractOcr } from './tesseract-ocr.ts';

export function createOcrProvider(provider: KycProvidersConfig['ocr'], log: FastifyBaseLogger): OcrProvider {
  switch (provider) {
    case 'sandbox':
      return tesseractOcr(log);
  }
}
