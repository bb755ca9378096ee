export declare const supportedNode: string;
export declare function satisfiesNodeRange(version: string, range: string): boolean;
export declare function nodeVersionProblem(version: string, range?: string): string | undefined;
export declare function exitUnlessNodeSupported(): void;
