export declare function build(out?: string): Promise<{ stamp: string; sourceHash: string }>;
export declare function externalDependencies(): import('esbuild').Plugin;
