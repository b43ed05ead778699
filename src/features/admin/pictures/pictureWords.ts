// A picture field's words, for the staff forms that take pictures, their stories and tests.
export const pictureWords = {
  none: "No picture yet",
  choose: "Choose picture",
  replace: "Replace picture",
  sendingLabel: (label: string) => `Uploading ${label}`,
  sending: (percent: number) => `Uploading… ${percent}%`,
  processing: "Uploaded. The shop is preparing the picture; this takes a few seconds.",
  failed: "The picture could not be uploaded. Please try again.",
} as const;
