import type { Wording } from '../../contract/wording.ts';
import type { FaceRefusal } from '../../providers/face/face-provider.ts';

/**
 * What the face-result screen tells the borrower about the latest face photo, in the language of
 * the request (decision 0043): a Hindi reader met these in English on a Hindi screen.
 */
export const faceResultMessages: Record<FaceRefusal | 'passed', Wording> = {
  passed: { en: 'Face recognition passed.', hi: 'चेहरे की पहचान सफल रही।' },
  no_face: {
    en: 'No face was found in the photo. Please take a photo of your face in good light.',
    hi: 'फ़ोटो में कोई चेहरा नहीं मिला। कृपया अच्छी रोशनी में अपने चेहरे की फ़ोटो लें।',
  },
  several_faces: {
    en: 'More than one face was found. Please take the photo with only your face in it.',
    hi: 'फ़ोटो में एक से ज़्यादा चेहरे मिले। कृपया ऐसी फ़ोटो लें जिसमें केवल आपका चेहरा हो।',
  },
  unclear_face: {
    en: 'Your face is not clear in the photo. Please look straight at the camera in good light.',
    hi: 'फ़ोटो में आपका चेहरा साफ़ नहीं है। कृपया अच्छी रोशनी में सीधे कैमरे की ओर देखें।',
  },
  not_live: {
    en: 'The photo did not pass the liveness check. Please take a live photo of yourself, not of a photo or a screen.',
    hi: 'फ़ोटो जीवित व्यक्ति की जाँच में पास नहीं हुई। कृपया अपनी लाइव फ़ोटो लें, किसी फ़ोटो या स्क्रीन की नहीं।',
  },
};

export const OTP_SENT_MESSAGE: Wording = {
  en: 'OTP sent to the mobile number linked with your Aadhaar.',
  hi: 'आपके Aadhaar से जुड़े मोबाइल नंबर पर OTP भेजा गया है।',
};
export const ALREADY_VERIFIED_MESSAGE: Wording = {
  en: 'Aadhaar already verified.',
  hi: 'Aadhaar पहले ही सत्यापित हो चुका है।',
};
