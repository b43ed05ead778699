export * from "./Badge";
export * from "./Button";
export * from "./Checkbox";
export * from "./Dialog";
export * from "./Link";
export * from "./Price";
export * from "./Spinner";
export * from "./TextField";
