/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HELP_URL?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
}
