/**
 * The one country the service runs in (spec §1: borrowers in India, amounts in rupees; §9: phone
 * prefix 91). Part of what the service is, not a setting: the phone rules, the currency of every
 * amount and the IST calendar all assume it.
 */
export const SERVICE_COUNTRY = {
  countryCode: 'IN',
  countryName: 'India',
  phonePrefix: '91',
  currency: 'INR',
} as const;
