/** The modules a source file imports at run time (scripts/static-imports.mjs). */
export function staticImports(file: string): string[];
