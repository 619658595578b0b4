/** The work information form as GET /auth/v2/auth-page-info?type=workInfo sends it (seeded fields). */
import { serverField } from './onboarding-support.tsx';

export const workPage = {
  cannotHidden: [
    serverField('workState', 'Work status', 4, {
      dictionaryVoList: [
        { dictLabel: 'Salaried', dictValue: '1' },
        { dictLabel: 'Self-employed', dictValue: '2' },
        { dictLabel: 'Unemployed or student', dictValue: '3' },
      ],
    }),
    serverField('monthlyIncome', 'Monthly income (₹)', 2, { lengthLimitMax: 7 }),
  ],
  canHidden: [
    serverField('companyName', 'Company name', 1),
    serverField('designation', 'Designation', 1, { lengthLimitMax: 60 }),
    serverField('companyPhone', 'Company phone', 2, { checkType: 1, lengthLimitMax: 10 }),
    serverField('workingYears', 'Working years', 4, {
      dictionaryVoList: [
        { dictLabel: 'Less than 1 year', dictValue: '1' },
        { dictLabel: '1 to 3 years', dictValue: '2' },
      ],
    }),
  ],
  canHiddenOptionalWhen: { field: 'workState', value: '3' },
};
