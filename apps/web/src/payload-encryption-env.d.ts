interface ImportMetaEnv {
  /** 'on' builds the §7 payload encryption into the app (docs/security.md); anything else leaves it out. */
  readonly VITE_PAYLOAD_ENCRYPTION?: string;
}
