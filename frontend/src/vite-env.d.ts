// Vite-specific module types (CSS imports, import.meta.env); tsconfig keeps `types: []` otherwise.
/// <reference types="vite/client" />
