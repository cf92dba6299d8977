/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The guest app on the App Store (the app-only page links to it). */
  readonly VITE_IOS_APP_URL?: string;
  /** The guest app on Google Play. */
  readonly VITE_ANDROID_APP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
