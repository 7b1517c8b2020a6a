/// <reference types="vite/client" />
declare const __BUILD_TIMESTAMP__: string;
