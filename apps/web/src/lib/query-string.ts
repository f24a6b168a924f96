/** A request's query string from a query object: keys whose value is undefined, null or '' are left out. */
export function toParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params;
}
