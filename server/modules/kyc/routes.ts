import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { requestLocale } from '../../contract/locale.ts';
import type { UploadedFile } from '../../contract/multipart-body.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { clientGoneSignal } from '../../http/client-gone.ts';
import { createAadhaarProvider } from '../../providers/aadhaar/create-aadhaar-provider.ts';
import { createFaceProvider } from '../../providers/face/create-face-provider.ts';
import { createOcrProvider } from '../../providers/ocr/create-ocr-provider.ts';
import type { CardSide } from '../../providers/ocr/ocr-provider.ts';
import { createAadhaarOtpService } from './aadhaar-otp-service.ts';
import { registerKycCleanupJob, scheduleKycCleanup } from './cleanup-job.ts';
import { createFaceService } from './face-service.ts';
import { createKycInfoService } from './kyc-info-service.ts';
import { aadhaarOtpAvailable } from './kyc-page.ts';
import { createUploadKycService } from './upload-kyc-service.ts';

/** KYC (Aadhaar and PAN, by photos or by Aadhaar OTP) and the face check. */
export function registerKycModule(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, config } = ctx;
  const ocr = createOcrProvider(config.kycProviders, ctx.log);
  const face = createFaceProvider(config.kycProviders);
  const aadhaar = createAadhaarProvider(config.kycProviders.aadhaar, {
    db,
    secret: config.secret,
    log: ctx.log,
  });
  const otpAvailable = aadhaarOtpAvailable(config);
  const upload = createUploadKycService({ db, clock, ocr, secret: config.secret });
  const otp = createAadhaarOtpService({ db, clock, aadhaar, secret: config.secret, available: otpAvailable });
  const faces = createFaceService({ db, clock, face });
  const info = createKycInfoService({ db, contract: ctx.contract, face, otpAvailable });

  registerKycCleanupJob(ctx.jobs, db);
  app.addHook('onReady', async () => {
    await scheduleKycCleanup(db, await clock.now());
  });
  app.addHook('onClose', async () => {
    await Promise.all([ocr.close(), face.close()]);
  });

  addEndpoint(app, ctx.contract, 'auth.kycInfo', async (request) => info.kycInfo(signedIn(request).userId));

  addEndpoint(app, ctx.contract, 'auth.ocrSeparate', async (request, reply) => {
    const { type, image } = request.body as { type: CardSide; image: UploadedFile };
    return upload.readCardPhoto(signedIn(request).userId, type, image, clientGoneSignal(reply));
  });

  addEndpoint(app, ctx.contract, 'auth.kycAadhaarPan', async (request) =>
    upload.saveUploadKyc(
      signedIn(request).userId,
      request.body as { realName?: string; idNo?: string; panNo?: string },
    ),
  );

  addEndpoint(app, ctx.contract, 'auth.aadhaarSendOtp', async (request) => {
    const { userId, phone } = signedIn(request);
    return otp.sendOtp(
      { userId, phone },
      (request.body as { aadhaar?: string }).aadhaar,
      requestLocale(request),
    );
  });

  addEndpoint(app, ctx.contract, 'auth.aadhaarVerify', async (request) => {
    const body = request.body as { aadhaar?: string; otp: string };
    return otp.verifyOtp(signedIn(request).userId, body.aadhaar, body.otp);
  });

  addEndpoint(app, ctx.contract, 'auth.kycAadhaarVerify', async (request) =>
    otp.saveOtpKyc(signedIn(request).userId, request.body as { idNo?: string; panNo?: string }),
  );

  addEndpoint(app, ctx.contract, 'auth.livingCheckConfig', async () => info.livingCheckConfig());

  addEndpoint(app, ctx.contract, 'auth.livingCheck', async (request, reply) => {
    const { image } = request.body as { image: UploadedFile };
    return faces.livingCheck(
      signedIn(request).userId,
      image,
      requestLocale(request),
      clientGoneSignal(reply),
    );
  });

  addEndpoint(app, ctx.contract, 'auth.faceResult', async (request) =>
    faces.faceResult(signedIn(request).userId, requestLocale(request)),
  );

  addEndpoint(app, ctx.contract, 'auth.livingHold', async (request) =>
    faces.livingHold(signedIn(request).userId),
  );
}
