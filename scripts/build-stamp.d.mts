export declare function sourceHash(root: string, inGit?: boolean): string;
export declare function buildStamp(root: string): { stamp: string; sourceHash: string };
