/**
 * The basic and work forms and the verification steps a new database starts with (seeded once;
 * staff edit form_fields, form_field_options and auth_steps afterwards). Payload names are what the
 * client sends and what profile_sections keeps.
 */
import { DataType, type DataTypeCode, type FieldGroup, type FormName } from './field-definitions.ts';
import type { StepKey } from './auth-steps.ts';

export interface SeedField {
  form: FormName;
  group: FieldGroup;
  title: string;
  /** The title and placeholder in Hindi (decision 0044); without one the English shows. */
  titleHi: string;
  payloadName: string;
  placeholder: string;
  placeholderHi?: string;
  dataType: DataTypeCode;
  checkType?: 0 | 1;
  required: boolean;
  lengthLimitMax?: number;
  /** dictValue, dictLabel and the label in Hindi of a dropdown's choices (dataType 4). */
  options?: ReadonlyArray<readonly [string, string, string]>;
}

const basic = (field: Omit<SeedField, 'form' | 'group'>): SeedField => ({
  form: 'baseInfo',
  group: 'list',
  ...field,
});
const work = (group: 'cannotHidden' | 'canHidden', field: Omit<SeedField, 'form' | 'group'>): SeedField => ({
  form: 'workInfo',
  group,
  ...field,
});

export const seedFormFields: readonly SeedField[] = [
  basic({
    title: 'Date of birth',
    titleHi: 'जन्म तिथि',
    payloadName: 'birthDate',
    placeholder: 'Select your date of birth',
    placeholderHi: 'अपनी जन्म तिथि चुनें',
    dataType: DataType.date,
    required: true,
  }),
  basic({
    title: 'Gender',
    titleHi: 'लिंग',
    payloadName: 'gender',
    placeholder: 'Select your gender',
    placeholderHi: 'अपना लिंग चुनें',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Male', 'पुरुष'],
      ['2', 'Female', 'महिला'],
      ['3', 'Other', 'अन्य'],
    ],
  }),
  basic({
    title: 'Marital status',
    titleHi: 'वैवाहिक स्थिति',
    payloadName: 'maritalStatus',
    placeholder: 'Select marital status',
    placeholderHi: 'वैवाहिक स्थिति चुनें',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Single', 'अविवाहित'],
      ['2', 'Married', 'विवाहित'],
      ['3', 'Divorced', 'तलाकशुदा'],
      ['4', 'Widowed', 'विधवा / विधुर'],
    ],
  }),
  basic({
    title: 'Education',
    titleHi: 'शिक्षा',
    payloadName: 'education',
    placeholder: 'Select your education',
    placeholderHi: 'अपनी शिक्षा चुनें',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Below 10th', '10वीं से कम'],
      ['2', '10th pass', '10वीं पास'],
      ['3', '12th pass', '12वीं पास'],
      ['4', 'Diploma', 'डिप्लोमा'],
      ['5', 'Graduate', 'स्नातक'],
      ['6', 'Postgraduate', 'स्नातकोत्तर'],
      ['7', 'Doctorate', 'डॉक्टरेट'],
    ],
  }),
  basic({
    title: 'Loan purpose',
    titleHi: 'लोन का उद्देश्य',
    payloadName: 'loanPurpose',
    placeholder: 'What is the loan for?',
    placeholderHi: 'लोन किस लिए चाहिए?',
    dataType: DataType.dictionary,
    required: true,
    // spec §9 "Loan purposes"
    options: [
      ['1', 'Shopping', 'ख़रीदारी'],
      ['2', 'Medical treatment', 'इलाज'],
      ['3', 'Education', 'पढ़ाई'],
      ['4', 'Tourism', 'घूमना-फिरना'],
      ['5', 'Living expenses', 'घर के ख़र्च'],
      ['6', 'Purchase of vehicles', 'वाहन ख़रीदना'],
    ],
  }),
  basic({
    title: 'E-mail',
    titleHi: 'ई-मेल',
    payloadName: 'email',
    placeholder: 'name@example.com',
    dataType: DataType.email,
    required: true,
    lengthLimitMax: 100,
  }),
  basic({
    title: 'State',
    titleHi: 'राज्य',
    payloadName: 'stateId',
    placeholder: 'Select your state',
    placeholderHi: 'अपना राज्य चुनें',
    dataType: DataType.state,
    required: true,
  }),
  basic({
    title: 'District',
    titleHi: 'ज़िला',
    payloadName: 'districtId',
    placeholder: 'Select your district',
    placeholderHi: 'अपना ज़िला चुनें',
    dataType: DataType.district,
    required: true,
  }),
  basic({
    title: 'Address',
    titleHi: 'पता',
    payloadName: 'address',
    placeholder: 'House no., street, area',
    placeholderHi: 'मकान नंबर, गली, इलाका',
    dataType: DataType.text,
    required: true,
    lengthLimitMax: 200,
  }),
  basic({
    title: 'PIN code',
    titleHi: 'PIN कोड',
    payloadName: 'pincode',
    placeholder: '6-digit PIN code',
    placeholderHi: '6 अंकों का PIN कोड',
    dataType: DataType.number,
    checkType: 1,
    required: true,
    lengthLimitMax: 6,
  }),
  basic({
    title: 'Salary day',
    titleHi: 'वेतन का दिन',
    payloadName: 'salaryDay',
    placeholder: 'Day you are paid',
    placeholderHi: 'जिस दिन आपको वेतन मिलता है',
    dataType: DataType.dayOfMonth,
    required: true,
  }),
  work('cannotHidden', {
    title: 'Work status',
    titleHi: 'काम की स्थिति',
    payloadName: 'workState',
    placeholder: 'Select work status',
    placeholderHi: 'काम की स्थिति चुनें',
    dataType: DataType.dictionary,
    required: true,
    // '3' is the value that makes the canHidden group optional (field-definitions.ts NOT_WORKING).
    options: [
      ['1', 'Salaried', 'नौकरीपेशा'],
      ['2', 'Self-employed', 'स्व-रोज़गार'],
      ['3', 'Unemployed or student', 'बेरोज़गार या छात्र'],
    ],
  }),
  work('cannotHidden', {
    title: 'Monthly income (₹)',
    titleHi: 'मासिक आय (₹)',
    payloadName: 'monthlyIncome',
    placeholder: 'In rupees, e.g. 25000',
    placeholderHi: 'रुपये में, जैसे 25000',
    dataType: DataType.number,
    required: true,
    lengthLimitMax: 7,
  }),
  work('canHidden', {
    title: 'Company name',
    titleHi: 'कंपनी का नाम',
    payloadName: 'companyName',
    placeholder: 'Where you work',
    placeholderHi: 'जहाँ आप काम करते हैं',
    dataType: DataType.text,
    required: true,
    lengthLimitMax: 100,
  }),
  work('canHidden', {
    title: 'Designation',
    titleHi: 'पद',
    payloadName: 'designation',
    placeholder: 'Your job title',
    placeholderHi: 'आपका पद',
    dataType: DataType.text,
    required: true,
    lengthLimitMax: 60,
  }),
  work('canHidden', {
    title: 'Company phone',
    titleHi: 'कंपनी का फ़ोन',
    payloadName: 'companyPhone',
    placeholder: 'e.g. 8041234567',
    placeholderHi: 'जैसे 8041234567',
    dataType: DataType.number,
    checkType: 1,
    required: true,
    lengthLimitMax: 10,
  }),
  work('canHidden', {
    title: 'Working years',
    titleHi: 'काम के वर्ष',
    payloadName: 'workingYears',
    placeholder: 'Years in this job',
    placeholderHi: 'इस नौकरी में कितने साल',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Less than 1 year', '1 साल से कम'],
      ['2', '1 to 3 years', '1 से 3 साल'],
      ['3', '3 to 5 years', '3 से 5 साल'],
      ['4', 'More than 5 years', '5 साल से ज़्यादा'],
    ],
  }),
];

/** The order a borrower is onboarded in: identity documents, face, then the forms. */
export const seedAuthSteps: ReadonlyArray<{ key: StepKey; name: string }> = [
  { key: 'identity', name: 'KYC' },
  { key: 'face', name: 'Face Recognition' },
  { key: 'basic', name: 'Basic Information' },
  { key: 'work', name: 'Work Information' },
  { key: 'contacts', name: 'Emergency Contacts' },
];
