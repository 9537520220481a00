/** A model's choices with their labels in the page's language: [{ value, label }]. */
export function choicesIn<V extends string>(
  options: readonly { readonly value: V; readonly label: string }[],
  labels: Partial<Record<V, string>>,
): { value: V; label: string }[] {
  return options.map(({ value, label }) => ({ value, label: labels[value] ?? label }))
}
