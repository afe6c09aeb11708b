// `?raw` imports give a file's text (see the schema-reference plugin's webpack rule).
declare module '*?raw' {
  const text: string;
  export default text;
}
