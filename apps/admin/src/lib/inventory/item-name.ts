/** A variant's option values as one cell or line: "M / Blue" ('' without options). */
export const optionValuesText = (optionValues: readonly string[]) => optionValues.join(' / ');

/** How a variant is named in stock messages: "Linen shirt (M / Blue)", or the product title alone. */
export function variantDisplayName(productTitle: string, optionValues: readonly string[]): string {
  return optionValues.length ? `${productTitle} (${optionValuesText(optionValues)})` : productTitle;
}
