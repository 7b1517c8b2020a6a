export declare function build(out?: string): Promise<{ stamp: string; sourceHash: string }>;
