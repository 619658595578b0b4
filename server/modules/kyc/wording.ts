import type { FaceRefusal } from '../../providers/face/face-provider.ts';

/** What the face-result screen tells the borrower about the latest face photo. */
export const faceResultMessages: Record<FaceRefusal | 'passed', string> = {
  passed: 'Face recognition passed.',
  no_face: 'No face was found in the photo. Please take a photo of your face in good light.',
  several_faces: 'More than one face was found. Please take the photo with only your face in it.',
  unclear_face: 'Your face is not clear in the photo. Please look straight at the camera in good light.',
  not_live:
    'The photo did not pass the liveness check. Please take a live photo of yourself, not of a photo or a screen.',
};

export const OTP_SENT_MESSAGE = 'OTP sent to the mobile number linked with your Aadhaar.';
export const ALREADY_VERIFIED_MESSAGE = 'Aadhaar already verified.';
