/** The client settings (`client.config`) as the seeded server answers them: support, lender, grievance officer. */
export function clientConfig() {
  return {
    customer: { phone: '+91 80 1234 5678', email: 'care@loan.example' },
    lender: { name: 'Example Finance Ltd' },
    grievance: { name: 'A. Officer', phone: '+91 80 8765 4321', email: 'grievance@loan.example' },
    app: { androidDownloadUrl: 'https://apps.loan.example/download' },
  };
}
