export declare const CHROMIUM_PATH: string;
export declare function chromiumFlags(hostRules: string): string[];
export declare const TEST_CHROMIUM_PATH: string;
