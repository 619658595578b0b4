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
  payloadName: string;
  placeholder: string;
  dataType: DataTypeCode;
  checkType?: 0 | 1;
  required: boolean;
  lengthLimitMax?: number;
  /** dictValue, dictLabel pairs of a dropdown (dataType 4). */
  options?: ReadonlyArray<readonly [string, string]>;
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
    payloadName: 'birthDate',
    placeholder: 'Select your date of birth',
    dataType: DataType.date,
    required: true,
  }),
  basic({
    title: 'Gender',
    payloadName: 'gender',
    placeholder: 'Select your gender',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Male'],
      ['2', 'Female'],
      ['3', 'Other'],
    ],
  }),
  basic({
    title: 'Marital status',
    payloadName: 'maritalStatus',
    placeholder: 'Select marital status',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Single'],
      ['2', 'Married'],
      ['3', 'Divorced'],
      ['4', 'Widowed'],
    ],
  }),
  basic({
    title: 'Education',
    payloadName: 'education',
    placeholder: 'Select your education',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Below 10th'],
      ['2', '10th pass'],
      ['3', '12th pass'],
      ['4', 'Diploma'],
      ['5', 'Graduate'],
      ['6', 'Postgraduate'],
      ['7', 'Doctorate'],
    ],
  }),
  basic({
    title: 'Loan purpose',
    payloadName: 'loanPurpose',
    placeholder: 'What is the loan for?',
    dataType: DataType.dictionary,
    required: true,
    // spec §9 "Loan purposes"
    options: [
      ['1', 'Shopping'],
      ['2', 'Medical treatment'],
      ['3', 'Education'],
      ['4', 'Tourism'],
      ['5', 'Living expenses'],
      ['6', 'Purchase of vehicles'],
    ],
  }),
  basic({
    title: 'E-mail',
    payloadName: 'email',
    placeholder: 'name@example.com',
    dataType: DataType.email,
    required: true,
    lengthLimitMax: 100,
  }),
  basic({
    title: 'State',
    payloadName: 'stateId',
    placeholder: 'Select your state',
    dataType: DataType.state,
    required: true,
  }),
  basic({
    title: 'District',
    payloadName: 'districtId',
    placeholder: 'Select your district',
    dataType: DataType.district,
    required: true,
  }),
  basic({
    title: 'Address',
    payloadName: 'address',
    placeholder: 'House no., street, area',
    dataType: DataType.text,
    required: true,
    lengthLimitMax: 200,
  }),
  basic({
    title: 'PIN code',
    payloadName: 'pincode',
    placeholder: '6-digit PIN code',
    dataType: DataType.number,
    checkType: 1,
    required: true,
    lengthLimitMax: 6,
  }),
  basic({
    title: 'Salary day',
    payloadName: 'salaryDay',
    placeholder: 'Day you are paid',
    dataType: DataType.dayOfMonth,
    required: true,
  }),
  work('cannotHidden', {
    title: 'Work status',
    payloadName: 'workState',
    placeholder: 'Select work status',
    dataType: DataType.dictionary,
    required: true,
    // '3' is the value that makes the canHidden group optional (field-definitions.ts NOT_WORKING).
    options: [
      ['1', 'Salaried'],
      ['2', 'Self-employed'],
      ['3', 'Unemployed or student'],
    ],
  }),
  work('cannotHidden', {
    title: 'Monthly income (₹)',
    payloadName: 'monthlyIncome',
    placeholder: 'In rupees, e.g. 25000',
    dataType: DataType.number,
    required: true,
    lengthLimitMax: 7,
  }),
  work('canHidden', {
    title: 'Company name',
    payloadName: 'companyName',
    placeholder: 'Where you work',
    dataType: DataType.text,
    required: true,
    lengthLimitMax: 100,
  }),
  work('canHidden', {
    title: 'Designation',
    payloadName: 'designation',
    placeholder: 'Your job title',
    dataType: DataType.text,
    required: true,
    lengthLimitMax: 60,
  }),
  work('canHidden', {
    title: 'Company phone',
    payloadName: 'companyPhone',
    placeholder: 'e.g. 8041234567',
    dataType: DataType.number,
    checkType: 1,
    required: true,
    lengthLimitMax: 10,
  }),
  work('canHidden', {
    title: 'Working years',
    payloadName: 'workingYears',
    placeholder: 'Years in this job',
    dataType: DataType.dictionary,
    required: true,
    options: [
      ['1', 'Less than 1 year'],
      ['2', '1 to 3 years'],
      ['3', '3 to 5 years'],
      ['4', 'More than 5 years'],
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
