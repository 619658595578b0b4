import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../document/types.ts';
import { rulePasses } from './rule-checks.ts';
import { EMAIL_PATTERN, FIELD_RULE_WORDS, exactDigitsPattern, mapServerFields } from './server-fields.ts';

const base = { key: 'Company Name', value: 'companyName', label: 'Please enter', checkType: 0, checkReq: 0 };
const days = Array.from({ length: 31 }, (_, i) => ({ label: String(i + 1), value: String(i + 1) }));

// [what, server definition, mapped field]
const table: Array<[string, Record<string, unknown>, FieldDef]> = [
  [
    'dataType 1 is a text field captioned by key, with the server label as placeholder',
    { ...base, dataType: 1 },
    { control: 'text', label: 'Company Name', placeholder: 'Please enter', group: 0, default: '', rules: [] },
  ],
  [
    'dataType 2 is a digits-only number with lengthLimitMax',
    { ...base, dataType: 2, lengthLimitMax: 8, checkReq: 1 },
    {
      control: 'number',
      input: 'digits',
      maxLength: 8,
      label: 'Company Name',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [{ rule: 'required', message: 'Please input Company Name' }],
    },
  ],
  [
    'dataType 1 with lengthLimitMax takes at most that many characters',
    { ...base, dataType: 1, lengthLimitMax: 60 },
    {
      control: 'text',
      maxLength: 60,
      label: 'Company Name',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [],
    },
  ],
  [
    'dataType 2 with checkType 1 must be exactly lengthLimitMax digits, the first not 0',
    { ...base, key: 'PIN code', dataType: 2, checkType: 1, checkReq: 1, lengthLimitMax: 6 },
    {
      control: 'number',
      input: 'digits',
      maxLength: 6,
      label: 'PIN code',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [
        { rule: 'required', message: 'Please input PIN code' },
        { rule: 'pattern', value: '^[1-9][0-9]{5}$', message: 'Please input a valid PIN code' },
      ],
    },
  ],
  [
    'dataType 2 without lengthLimitMax is at most 5 digits',
    { ...base, dataType: 2, lengthLimitMax: null },
    {
      control: 'number',
      input: 'digits',
      maxLength: 5,
      label: 'Company Name',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [],
    },
  ],
  [
    'dataType 3 is a day picker 1 to 31, "select" in its message',
    { ...base, key: 'Salary Day', dataType: 3, checkReq: 1, currentValue: 5 },
    {
      control: 'select',
      options: days,
      label: 'Salary Day',
      placeholder: 'Please enter',
      group: 0,
      default: '5',
      rules: [{ rule: 'required', message: 'Please select Salary Day' }],
    },
  ],
  [
    'dataType 4 takes its options from dictionaryVoList, values as text',
    {
      ...base,
      key: 'Education',
      dataType: 4,
      dictionaryVoList: [
        { dictLabel: 'Graduate', dictValue: 1 },
        { dictLabel: 'Post graduate', dictValue: '2' },
      ],
    },
    {
      control: 'select',
      options: [
        { label: 'Graduate', value: '1' },
        { label: 'Post graduate', value: '2' },
      ],
      label: 'Education',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [],
    },
  ],
  [
    'dataType 5 picks a state from the widget option list "states"',
    { ...base, dataType: 5, currentValue: '29' },
    {
      control: 'select',
      options: { ref: 'states' },
      label: 'Company Name',
      placeholder: 'Please enter',
      group: 0,
      default: '29',
      rules: [],
    },
  ],
  [
    'dataType 6 picks a district from "districts"',
    { ...base, dataType: '6' },
    {
      control: 'select',
      options: { ref: 'districts' },
      label: 'Company Name',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [],
    },
  ],
  [
    'dataType 7 is a date',
    { ...base, dataType: 7, checkReq: 1 },
    {
      control: 'date',
      label: 'Company Name',
      placeholder: 'Please enter',
      group: 0,
      default: '',
      rules: [{ rule: 'required', message: 'Please input Company Name' }],
    },
  ],
  [
    'dataType 8 is an e-mail checked by pattern once filled',
    { ...base, key: 'E-mail', dataType: 8, checkReq: 1, currentValue: 'a@b.in', lengthLimitMax: 100 },
    {
      control: 'email',
      maxLength: 100,
      label: 'E-mail',
      placeholder: 'Please enter',
      group: 0,
      default: 'a@b.in',
      rules: [
        { rule: 'required', message: 'Please input E-mail' },
        { rule: 'pattern', value: EMAIL_PATTERN, message: FIELD_RULE_WORDS.en.email },
      ],
    },
  ],
];

describe('mapServerFields', () => {
  it.each(table)('%s', (_what, server, mapped) => {
    const { fields, problems } = mapServerFields([server], 0);
    expect(problems).toEqual([]);
    expect(fields).toEqual([[server['value'], mapped]]);
  });

  it('makes the rules of an optional group conditional and records the group', () => {
    const optionalWhen = { $eq: [{ $bind: 'form.work.workState' }, '3'] };
    const phone = {
      ...base,
      key: 'Company phone',
      value: 'companyPhone',
      dataType: 2,
      checkType: 1,
      checkReq: 1,
      lengthLimitMax: 10,
    };
    const { fields } = mapServerFields([{ ...base, dataType: 1, checkReq: 1 }, phone], 1, optionalWhen);
    expect(fields[0]?.[1].group).toBe(1);
    expect(fields[0]?.[1].rules).toEqual([
      { rule: 'required', message: 'Please input Company Name', when: { $not: optionalWhen } },
    ]);
    // The server neither requires nor checks these fields while the group is optional.
    expect(fields[1]?.[1].rules).toEqual([
      { rule: 'required', message: 'Please input Company phone', when: { $not: optionalWhen } },
      {
        rule: 'pattern',
        value: '^[1-9][0-9]{9}$',
        message: 'Please input a valid Company phone',
        when: { $not: optionalWhen },
      },
    ]);
  });

  it('the exact-digits pattern accepts only that many digits without a leading 0', () => {
    const rule = { rule: 'pattern' as const, value: exactDigitsPattern(6), message: 'x' };
    expect(rulePasses(rule, '560001', {})).toBe(true);
    expect(rulePasses(rule, '056000', {})).toBe(false);
    expect(rulePasses(rule, '56000', {})).toBe(false);
    expect(rulePasses(rule, '5600011', {})).toBe(false);
    expect(rulePasses({ ...rule, value: exactDigitsPattern(1) }, '7', {})).toBe(true);
  });

  it('draws an unknown dataType as a text field and reports it, keeping the others', () => {
    const { fields, problems } = mapServerFields(
      [
        { ...base, value: 'hobby', dataType: 42, checkReq: 1 },
        { ...base, dataType: 1 },
      ],
      0,
    );
    expect(fields.map(([name, def]) => [name, def.control, def.rules])).toEqual([
      ['hobby', 'text', [{ rule: 'required', message: 'Please input Company Name' }]],
      ['companyName', 'text', []],
    ]);
    expect(problems).toEqual([
      { index: 0, field: 'hobby', message: 'unknown dataType 42: drawn as a text field' },
    ]);
  });

  it('skips definitions without a payload name or listed twice, and reports them', () => {
    const { fields, problems } = mapServerFields(
      [{ ...base, dataType: 1 }, { key: 'x', dataType: 1 }, 'junk', { ...base, dataType: 2 }],
      0,
    );
    expect(fields.map(([name]) => name)).toEqual(['companyName']);
    expect(problems.map((p) => p.index)).toEqual([1, 2, 3]);
  });

  it('maps nothing before the data has loaded, and reports a value that is not a list', () => {
    expect(mapServerFields(undefined, 0)).toEqual({ fields: [], problems: [] });
    expect(mapServerFields({ companyName: 1 }, 0).problems).toHaveLength(1);
  });

  it('words the rules in Hindi on a Hindi page, around the title the server sent in Hindi', () => {
    document.documentElement.lang = 'hi';
    try {
      const { fields } = mapServerFields(
        [
          { ...base, key: 'कंपनी का नाम', dataType: 1, checkReq: 1 },
          { ...base, key: 'लिंग', value: 'gender', dataType: 4, checkReq: 1, dictionaryVoList: [] },
          {
            ...base,
            key: 'PIN कोड',
            value: 'pincode',
            dataType: 2,
            checkType: 1,
            lengthLimitMax: 6,
            checkReq: 1,
          },
          { ...base, key: 'ई-मेल', value: 'email', dataType: 8, checkReq: 0 },
        ],
        0,
      );
      expect(fields.map(([, def]) => def.rules?.map((rule) => rule.message))).toEqual([
        ['कृपया कंपनी का नाम डालें'],
        ['कृपया लिंग चुनें'],
        ['कृपया PIN कोड डालें', 'कृपया सही PIN कोड डालें'],
        ['कृपया सही ई-मेल डालें'],
      ]);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
