// Read by Prism's core when it loads: never run automatic highlighting.
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism = {...scope.Prism, manual: true};
