/**
 * A provider cannot take another job now (its queue is full, or a hosted provider answered that it
 * is overloaded). Nothing was done: the borrower may simply try again a little later.
 */
export class ProviderBusyError extends Error {
  constructor(message = 'The provider is busy') {
    super(message);
    this.name = 'ProviderBusyError';
  }
}
