/**
 * One empty, hidden `<form>` element per form the screen declares (decision 0066). The form's
 * fields and its submit button are drawn where the document puts them and name it by their `form`
 * attribute, so the browser knows them as one form (the keyboard's Next and Go keys, Enter) without
 * the document having to wrap them in one node. The renderer's actions submit the form: the
 * browser's own submission, which would load the page again, is always stopped.
 */
import type { FormEvent } from 'react';
import type { ScreenForms } from '../forms/screen-forms.ts';

const stayOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

export function FormElements({ forms }: { forms: ScreenForms }) {
  return forms
    .ids()
    .map((id) => <form key={id} id={forms.elementId(id)} hidden noValidate onSubmit={stayOnPage} />);
}
