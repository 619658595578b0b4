import type { Queryable } from '../../db/db.ts';
import { ABOUT_US_SLUG } from './about-us.ts';

/** The About us copy a new database starts with (staff edit it in content_pages). Plain text. */
export const aboutUsSeed = {
  title: 'Loan App',
  body: [
    'Loan App helps people in India borrow small amounts for a short time, from a mobile phone and without paperwork. You sign in with your mobile number, complete your KYC once, and choose an amount that fits your needs.',
    'The loans are made by our lending partner, a Non-Banking Financial Company registered with the Reserve Bank of India. Before you apply, the Key Fact Statement shows every amount you will receive and repay, the interest, the fees and the annual percentage rate, so there are no surprises.',
    'We keep your personal information safe and use it only to serve you. We keep only the last 4 digits of your Aadhaar number.',
    'Repaying on time raises your credit score and your limit. If you need help, open the Help Center or tap Feedback on any screen.',
  ].join('\n\n'),
  /** The same in Hindi (decision 0045); the app's name is a name, the same in both. */
  bodyHi: [
    'Loan App भारत में लोगों को मोबाइल फ़ोन से, बिना काग़ज़ी कार्रवाई के, कम समय के लिए छोटी राशि उधार लेने में मदद करता है। आप अपने मोबाइल नंबर से साइन इन करते हैं, एक बार अपना KYC पूरा करते हैं, और अपनी ज़रूरत के हिसाब से राशि चुनते हैं।',
    'लोन हमारे लेंडिंग पार्टनर देते हैं, जो भारतीय रिज़र्व बैंक में पंजीकृत एक गैर-बैंकिंग वित्तीय कंपनी (NBFC) है। आवेदन से पहले मुख्य तथ्य विवरण (KFS) में वह हर राशि दिखाई जाती है जो आपको मिलेगी और जो आप चुकाएँगे, साथ ही ब्याज, फ़ीस और सालाना प्रतिशत दर (APR), ताकि बाद में कोई अनचाहा आश्चर्य न हो।',
    'हम आपकी निजी जानकारी सुरक्षित रखते हैं और उसका उपयोग सिर्फ़ आपकी सेवा के लिए करते हैं। हम आपके Aadhaar नंबर के केवल आख़िरी 4 अंक रखते हैं।',
    'समय पर चुकाने से आपका क्रेडिट स्कोर और आपकी सीमा बढ़ती है। मदद चाहिए तो सहायता केंद्र खोलें या किसी भी स्क्रीन पर सुझाव दबाएँ।',
  ].join('\n\n'),
};

/** Seed step: the About us page (once; staff edits are never overwritten). */
export async function seedAboutUs(tx: Queryable): Promise<void> {
  // When the copy was written, for staff: the machine's time, as for seed_runs (not a rule's "now").
  await tx.query(
    `INSERT INTO content_pages (slug, title, body, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO NOTHING`,
    [ABOUT_US_SLUG, aboutUsSeed.title, aboutUsSeed.body, new Date()],
  );
}
