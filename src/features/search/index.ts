// The search feature's public surface: what other features may use (routes import screens directly).
export { SEARCH_PATH, searchPath, useSearchedTerm } from "./searchTerm";
