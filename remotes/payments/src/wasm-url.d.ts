/** `import url from 'x.wasm?url'`: the URL of the file the build emits (shared/build). */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
