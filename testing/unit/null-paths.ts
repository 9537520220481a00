/** Every path in a query result whose value is null or missing, e.g. "services[3].tasks". */
export function nullPaths(value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return [path]
  if (Array.isArray(value)) return value.flatMap((item, index) => nullPaths(item, `${path}[${index}]`))
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, field]) => nullPaths(field, path ? `${path}.${key}` : key))
  }
  return []
}
