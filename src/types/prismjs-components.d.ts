// Prism's core as a module of its own, and its grammar files, which only extend
// the global Prism when they run and export nothing.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*.js';
