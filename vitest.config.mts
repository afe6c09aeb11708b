import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's bundler to compile; the tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
