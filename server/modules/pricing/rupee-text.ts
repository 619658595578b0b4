const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as the borrower reads rupees in a message: 500000 -> "₹5,000", 123450 -> "₹1,234.50". */
export function rupeeText(paise: number): string {
  return `₹${(paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100)}`;
}
