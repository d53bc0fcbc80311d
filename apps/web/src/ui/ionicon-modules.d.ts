/** An ionicons icon as a data URL, one module per icon (build-plugins/ionicon-modules.ts). */
declare module 'ionicon:*' {
  const icon: string;
  export default icon;
}
