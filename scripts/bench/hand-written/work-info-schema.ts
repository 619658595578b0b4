// The work-info form's values and rules, written by hand for the benchmark's comparison: what the
// server's field definitions (schemas/fixtures/auth-work/default.json) say, as a React developer
// would hard-code them for a fixed form. Every field is text, as inputs and selects hand it back.
import { z } from 'zod';

/** "Unemployed or student": the company fields are hidden and not asked for. */
export const NOT_WORKING = '3';

export interface WorkInfo {
  workState: string;
  monthlyIncome: string;
  companyName: string;
  designation: string;
  companyPhone: string;
  workingYears: string;
}

export const EMPTY_WORK_INFO: WorkInfo = {
  workState: '',
  monthlyIncome: '',
  companyName: '',
  designation: '',
  companyPhone: '',
  workingYears: '',
};

const ALWAYS_ASKED: Array<[keyof WorkInfo, string]> = [
  ['workState', 'Please select Work status'],
  ['monthlyIncome', 'Please input Monthly income (₹)'],
];
const ASKED_WHEN_WORKING: Array<[keyof WorkInfo, string]> = [
  ['companyName', 'Please input Company name'],
  ['designation', 'Please input Designation'],
  ['companyPhone', 'Please input Company phone'],
  ['workingYears', 'Please select Working years'],
];
const COMPANY_PHONE = /^[1-9][0-9]{9}$/;

const filled = (value: string) => value.trim() !== '';

function askedFields(values: WorkInfo) {
  return values.workState === NOT_WORKING ? ALWAYS_ASKED : [...ALWAYS_ASKED, ...ASKED_WHEN_WORKING];
}

/** What the Submit button waits for: every field asked for, as things stand, has a value. */
export function isComplete(values: WorkInfo): boolean {
  return askedFields(values).every(([name]) => filled(values[name]));
}

export const workInfoSchema = z
  .object({
    workState: z.string(),
    monthlyIncome: z.string(),
    companyName: z.string(),
    designation: z.string(),
    companyPhone: z.string(),
    workingYears: z.string(),
  })
  .superRefine((values, context) => {
    for (const [name, message] of askedFields(values))
      if (!filled(values[name])) context.addIssue({ code: 'custom', path: [name], message });
    const phone = values.companyPhone;
    if (values.workState !== NOT_WORKING && filled(phone) && !COMPANY_PHONE.test(phone))
      context.addIssue({
        code: 'custom',
        path: ['companyPhone'],
        message: 'Please input a valid Company phone',
      });
  });
