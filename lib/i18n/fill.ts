/**
 * A sentence of the site's words with its gaps filled: "Please choose at
 * most {max}." with { max: 3 }. Words stay plain strings (never functions),
 * so that the server can hand them to the browser's components as props.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (gap, name: string) => (name in values ? String(values[name]) : gap))
}
