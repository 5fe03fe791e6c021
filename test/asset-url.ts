/** What `import url from 'x.wasm?url'` gives in unit tests: the build emits a real file. */
export default '/assets/test.wasm';
