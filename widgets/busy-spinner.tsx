import './busy-spinner.css';

/**
 * The spinner a control draws while its own actions run, beside the control's `aria-busy="true"`.
 * While such a control is on the page the screen's loader keeps its veil but draws no spinner
 * (renderer/feedback/feedback.css, decision 0053): the wait is shown once, where the borrower tapped.
 * So every control that says it is busy draws this.
 */
export function BusySpinner() {
  return <span className="w-busy-spinner" aria-hidden="true" />;
}
