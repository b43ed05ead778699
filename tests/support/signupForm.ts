import type { SignupValues } from "../../src/features/auth/validation";

/** A sign-up form filled in as the form takes it: the tests of its checks change one field at a time. */
export const filledSignupForm: SignupValues = {
  name: "Meera Sharma",
  username: "meera_s",
  email: "meera@example.in",
  phone: "",
  password: "Meera@2026",
  confirmPassword: "Meera@2026",
  street: "12 MG Road",
  city: "Indore",
  state: "Madhya Pradesh",
  pincode: "452001",
  landmark: "",
  addressType: "home",
  country: "India",
  isDefault: true,
  marketingConsent: false,
};
