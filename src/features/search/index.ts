// The search feature's public surface: what other features may use (routes import screens directly).
export { useSearchedTerm } from "./searchTerm";
