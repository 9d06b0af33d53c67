export declare const CHROMIUM_PATH: string;
export declare function chromiumFlags(hostRules: string): string[];
