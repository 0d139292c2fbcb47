/**
 * The largest request carrying a form JSON that the server accepts, in UTF-8 bytes of its body:
 * 5,000 fields as VForm's designer writes them, every option included (up to about 880 bytes each,
 * 4.4 MB), fit with room for scripts and CSS; the compact JSON Tandem's designer saves is a
 * fraction of that (about 100 bytes a field). Above it the server answers 413.
 */
export const MAX_FORM_JSON_BYTES = 8 * 1024 * 1024
