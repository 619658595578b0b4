// The work-info step written by hand with React + react-hook-form + zod, to compare with the
// server-driven auth-work screen (schemas/screens/auth-work.json): same texts, fields, options,
// rules and Submit button. It loads the borrower's saved answers first, as the screen loads its data.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { SelectField, TextField } from './fields.tsx';
import {
  EMPTY_WORK_INFO,
  NOT_WORKING,
  isComplete,
  workInfoSchema,
  type WorkInfo,
} from './work-info-schema.ts';

export interface WorkInfoApi {
  /** The saved answers (`currentValue` of the server's field list), empty for a new borrower. */
  loadSaved(): Promise<Partial<WorkInfo>>;
  save(values: WorkInfo): Promise<void>;
}

const WORK_STATES = [
  { value: '1', label: 'Salaried' },
  { value: '2', label: 'Self-employed' },
  { value: NOT_WORKING, label: 'Unemployed or student' },
];
const WORKING_YEARS = [
  { value: '1', label: 'Less than 1 year' },
  { value: '2', label: '1 to 3 years' },
  { value: '3', label: '3 to 5 years' },
  { value: '4', label: 'More than 5 years' },
];

/** Its own component so that only the button redraws as the borrower types. */
function SubmitButton({ control }: { control: Control<WorkInfo> }) {
  const values = useWatch({ control }) as WorkInfo;
  return (
    <button
      type="submit"
      className="w-button"
      data-variant="primary"
      data-full-width="true"
      disabled={!isComplete(values)}
    >
      Submit
    </button>
  );
}

function WorkInfoForm({ saved, api, step }: { saved: WorkInfo; api: WorkInfoApi; step?: string }) {
  const { register, handleSubmit, control, formState } = useForm<WorkInfo>({
    defaultValues: saved,
    resolver: zodResolver(workInfoSchema),
  });
  const { errors } = formState;
  const working = useWatch({ control, name: 'workState' }) !== NOT_WORKING;
  return (
    <form
      className="w-column"
      style={{ gap: 'var(--space-md)', padding: 'var(--space-md)' }}
      onSubmit={handleSubmit(api.save)}
      noValidate
    >
      {step && (
        <p className="w-text" data-variant="caption" data-tone="primary">
          Step {step}
        </p>
      )}
      <h1 className="w-text" data-variant="title">
        Work Information
      </h1>
      <p className="w-text" data-variant="body" data-tone="muted">
        Tell us about your work and income.
      </p>
      <div
        className="w-card"
        data-tone="plain"
        style={{ padding: 'var(--space-lg)', gap: 'var(--space-md)' }}
      >
        <div className="w-form-fields">
          <SelectField
            label="Work status"
            placeholder="Select work status"
            options={WORK_STATES}
            registration={register('workState')}
            error={errors.workState?.message}
          />
          <TextField
            label="Monthly income (₹)"
            placeholder="In rupees, e.g. 25000"
            digits
            maxLength={7}
            registration={register('monthlyIncome')}
            error={errors.monthlyIncome?.message}
          />
        </div>
        {working && (
          <div className="w-form-fields">
            <TextField
              label="Company name"
              placeholder="Where you work"
              maxLength={100}
              registration={register('companyName')}
              error={errors.companyName?.message}
            />
            <TextField
              label="Designation"
              placeholder="Your job title"
              maxLength={60}
              registration={register('designation')}
              error={errors.designation?.message}
            />
            <TextField
              label="Company phone"
              placeholder="e.g. 8041234567"
              digits
              maxLength={10}
              registration={register('companyPhone')}
              error={errors.companyPhone?.message}
            />
            <SelectField
              label="Working years"
              placeholder="Years in this job"
              options={WORKING_YEARS}
              registration={register('workingYears')}
              error={errors.workingYears?.message}
            />
          </div>
        )}
      </div>
      <SubmitButton control={control} />
    </form>
  );
}

/** Loads the saved answers, then draws the form with them. */
export function WorkInfoPage({ api, step }: { api: WorkInfoApi; step?: string }) {
  const [saved, setSaved] = useState<WorkInfo>();
  useEffect(() => {
    let current = true;
    void api.loadSaved().then((answers) => current && setSaved({ ...EMPTY_WORK_INFO, ...answers }));
    return () => {
      current = false;
    };
  }, [api]);
  return saved ? <WorkInfoForm saved={saved} api={api} step={step} /> : null;
}
