export declare const DIST: string;
export declare const SERVER_MAIN: string;
export declare function staleReason(dist?: string): string | null;
export declare function ensureBuild(): void;
