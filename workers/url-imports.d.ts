/** Vite's `?url` imports (a file's address in the build), as vite/client declares them for the app. */
declare module '*?url' {
  const url: string;
  export default url;
}
