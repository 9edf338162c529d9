/** Files imported for their URL (Vite's `?url`): the build copies them and gives their address. */
declare module '*?url' {
  const url: string;
  export default url;
}
