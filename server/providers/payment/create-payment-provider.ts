import type { PaymentConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { razorpayPaymentLinks } from './razorpay-payment-links.ts';
import { sandboxGateway } from './sandbox-gateway.ts';

/** The gateway configuration selects (PAYMENT_PROVIDER); the sandbox unless told otherwise. */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (config.provider === 'razorpay') {
    return razorpayPaymentLinks({
      keyId: config.razorpay.keyId,
      keySecret: config.razorpay.keySecret,
      webhookSecret: config.webhookSecret,
    });
  }
  return sandboxGateway({ webhookSecret: config.webhookSecret, publicBaseUrl: config.publicBaseUrl });
}
