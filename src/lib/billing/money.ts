/** Prices as the pages write them: whole đồng with the language's grouping, then ₫. */
export function formatVnd(amount: number, language: string): string {
  return `${amount.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-US')} ₫`;
}

/** A date in Vietnam's time, in the language's order. */
export function formatDay(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
  });
}
