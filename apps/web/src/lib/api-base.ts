/** The API host: same origin by default, configurable with VITE_API_URL. */
export const apiBase = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '/api';
