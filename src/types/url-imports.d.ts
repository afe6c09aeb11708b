// `?url` imports give the address the build gives a file (see the maplibre plugin's rule).
declare module '*?url' {
  const href: string;
  export default href;
}
