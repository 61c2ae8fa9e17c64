// selenium-webdriver's HTTP client, imported by its file's own name (an ES module cannot import
// a folder), is the module its types call 'selenium-webdriver/http'.
declare module 'selenium-webdriver/http/index.js' {
  export * from 'selenium-webdriver/http';
}
