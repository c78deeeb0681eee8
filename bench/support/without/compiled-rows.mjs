// Stand-in for the compiled row mapper: statements keep Drizzle's own `mapResultRow`.
export const compileRowMapper = () => undefined
export const withCompiledRows = (prepared) => prepared
