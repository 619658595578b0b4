/**
 * The data a new database starts with. Amounts are rupees here and stored as paise; rates are
 * basis points (3000 = 30% a year). Every figure agrees with DOMAIN.md: periods 91-180 days,
 * 30% p.a., GST 18% of the processing fee.
 */
export interface SeedProduct {
  code: string;
  name: string;
  logo: string;
  amountList: number[];
  periodDays: number;
  annualRateBp: number;
  serviceRateBp: number;
  penalDailyRateBp: number;
  penalCapBp: number;
  extensionRateBp: number;
  loanProcessingTime: string;
  score: number;
  slogan: string;
  requirements: string[];
  eligibility: string[];
  /** The same words in Hindi (decision 0055), written by the seed step `products-hindi-v1`. */
  hindi: { loanProcessingTime: string; slogan: string; requirements: string[]; eligibility: string[] };
  productType: 0 | 1;
  h5Href: string | null;
  isFull: boolean;
}

/** A round badge with the product's initials, inline so it obeys the page's img-src policy. */
function badge(initials: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const requirements = [
  'Aadhaar card',
  'PAN card',
  'A photo of your face taken in the app',
  'A bank account in your own name',
];
const eligibility = ['Indian citizen', '18 years or above', 'A regular monthly income'];
const requirementsHi = ['Aadhaar कार्ड', 'PAN कार्ड', 'ऐप में ली गई आपके चेहरे की फ़ोटो', 'आपके अपने नाम पर बैंक खाता'];
const eligibilityHi = ['भारतीय नागरिक', '18 वर्ष या उससे अधिक आयु', 'नियमित मासिक आय'];

export const seedProducts: SeedProduct[] = [
  {
    code: 'rupee-flex',
    name: 'Rupee Flex',
    logo: badge('RF', '#1565c0'),
    amountList: [1000, 2000, 3000, 4000, 5000],
    periodDays: 91,
    annualRateBp: 3000,
    serviceRateBp: 500,
    penalDailyRateBp: 50,
    penalCapBp: 2500,
    extensionRateBp: 800,
    loanProcessingTime: '10 minutes',
    score: 4.8,
    slogan: 'Up to ₹5,000 in your bank account, repay in 91 days',
    requirements,
    eligibility,
    hindi: {
      loanProcessingTime: '10 मिनट',
      slogan: '₹5,000 तक सीधे आपके बैंक खाते में, 91 दिनों में चुकाएँ',
      requirements: requirementsHi,
      eligibility: eligibilityHi,
    },
    productType: 1,
    h5Href: null,
    isFull: false,
  },
  {
    code: 'salary-plus',
    name: 'Salary Plus',
    logo: badge('SP', '#2e7d32'),
    amountList: [3000, 5000, 8000, 10000],
    periodDays: 180,
    annualRateBp: 3000,
    serviceRateBp: 600,
    penalDailyRateBp: 50,
    penalCapBp: 2500,
    extensionRateBp: 800,
    loanProcessingTime: '30 minutes',
    score: 4.6,
    slogan: 'Bigger loans for salaried borrowers, repay in 180 days',
    requirements,
    eligibility,
    hindi: {
      loanProcessingTime: '30 मिनट',
      slogan: 'नौकरी करने वालों के लिए बड़े लोन, 180 दिनों में चुकाएँ',
      requirements: requirementsHi,
      eligibility: eligibilityHi,
    },
    productType: 1,
    h5Href: null,
    isFull: true,
  },
  {
    code: 'partner-credit',
    name: 'Partner Credit',
    logo: badge('PC', '#ef6c00'),
    amountList: [5000, 10000, 20000],
    periodDays: 120,
    annualRateBp: 3000,
    serviceRateBp: 500,
    penalDailyRateBp: 50,
    penalCapBp: 2500,
    extensionRateBp: 800,
    loanProcessingTime: '1 day',
    score: 4.5,
    slogan: 'Apply on our partner lender’s website',
    requirements,
    eligibility,
    hindi: {
      loanProcessingTime: '1 दिन',
      slogan: 'हमारे साझेदार लोन देने वाले की वेबसाइट पर आवेदन करें',
      requirements: requirementsHi,
      eligibility: eligibilityHi,
    },
    productType: 0,
    h5Href: 'https://partner.example.com/apply',
    isFull: false,
  },
];

/** client_settings rows (edit them in the database; the app reads them through /client/v1/config). */
export const seedClientSettings: Record<string, string> = {
  'customer.phone': '+91 80 4567 8900',
  'customer.email': 'support@loanapp.example',
  'lender.name': 'Example Finance Private Limited (NBFC)',
  'grievance.name': 'Priya Sharma, Grievance Redressal Officer',
  'grievance.phone': '+91 80 4567 8901',
  'grievance.email': 'grievance@loanapp.example',
  // The download URL is app.downloadUrl, seeded by the download module (decision 0013).
};

/** The Help Center's questions a new database starts with, in English and Hindi (decision 0045). */
export const seedFaq: { title: string; content: string; titleHi: string; contentHi: string }[] = [
  {
    title: 'How much can I borrow?',
    content:
      'Your first loans are up to ₹5,000. When you repay on time your limit grows: with 3 settled loans you can borrow up to ₹10,000, and with 5 or more up to ₹40,000.',
    titleHi: 'मुझे कितना लोन मिल सकता है?',
    contentHi:
      'आपके पहले लोन ₹5,000 तक के होते हैं। समय पर चुकाने पर आपकी सीमा बढ़ती है: 3 चुकता लोन के बाद आप ₹10,000 तक और 5 या उससे ज़्यादा के बाद ₹40,000 तक ले सकते हैं।',
  },
  {
    title: 'How is the interest calculated?',
    content:
      'Interest is 30% a year, charged by the day (about 0.082% a day) for the days of your loan period. A processing fee and 18% GST on that fee are deducted when the money is sent. The Key Fact Statement shows every amount and the APR before you apply.',
    titleHi: 'ब्याज कैसे लगाया जाता है?',
    contentHi:
      'ब्याज सालाना 30% है, जो आपकी लोन अवधि के दिनों के लिए रोज़ के हिसाब से लगता है (लगभग 0.082% प्रतिदिन)। पैसे भेजते समय प्रोसेसिंग फ़ीस और उस फ़ीस पर 18% GST काट लिए जाते हैं। आवेदन से पहले मुख्य तथ्य विवरण (KFS) में हर राशि और APR दिखाया जाता है।',
  },
  {
    title: 'What do I need for KYC?',
    content:
      'Your Aadhaar, your PAN card and a photo of your face taken in the app. We keep only the last 4 digits of your Aadhaar number.',
    titleHi: 'KYC के लिए मुझे क्या चाहिए?',
    contentHi:
      'आपका Aadhaar, आपका PAN कार्ड और ऐप में ली गई आपके चेहरे की फ़ोटो। हम आपके Aadhaar नंबर के केवल आख़िरी 4 अंक रखते हैं।',
  },
  {
    title: 'How long does approval take?',
    content:
      'Most applications are reviewed within a few minutes. We send you an SMS when the decision is made.',
    titleHi: 'मंज़ूरी में कितना समय लगता है?',
    contentHi: 'ज़्यादातर आवेदनों की जाँच कुछ ही मिनटों में हो जाती है। फ़ैसला होते ही हम आपको SMS भेजते हैं।',
  },
  {
    title: 'How do I repay my loan?',
    content:
      'Open Loan History, choose your loan and press Repayment. Your loan is settled as soon as the payment is confirmed by the payment provider.',
    titleHi: 'मैं अपना लोन कैसे चुकाऊँ?',
    contentHi:
      'लोन इतिहास खोलें, अपना लोन चुनें और भुगतान दबाएँ। भुगतान प्रदाता से भुगतान की पुष्टि होते ही आपका लोन चुकता हो जाता है।',
  },
  {
    title: 'What happens if I repay late?',
    content:
      'From the day after the due date a penal charge is added for each overdue day, up to a cap. It is shown on the order detail. Repaying on time raises your credit score and your limit.',
    titleHi: 'देर से चुकाने पर क्या होता है?',
    contentHi:
      'चुकाने की अंतिम तारीख़ के अगले दिन से, हर देरी वाले दिन के लिए एक पेनल्टी शुल्क जुड़ता है, एक तय सीमा तक। यह ऑर्डर के विवरण में दिखाया जाता है। समय पर चुकाने से आपका क्रेडिट स्कोर और आपकी सीमा बढ़ती है।',
  },
  {
    title: 'Can I extend my due date?',
    content:
      'When your order allows it, pay the extension fee within 24 hours of asking and your due date moves to 7 days from the day you asked.',
    titleHi: 'क्या मेरी चुकाने की तारीख़ आगे बढ़ सकती है?',
    contentHi:
      'जब आपका ऑर्डर इसकी अनुमति देता है, तो अनुरोध के 24 घंटे के अंदर अवधि विस्तार फ़ीस चुकाएँ; आपकी चुकाने की तारीख़ अनुरोध वाले दिन से 7 दिन आगे हो जाएगी।',
  },
];
