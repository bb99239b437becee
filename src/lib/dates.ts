// Dates are stored as YYYY-MM-DD and shown the way the spec writes them ("October 01, 2024").
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}
