import { AuthFrame } from "../../features/auth/AuthFrame";
import { ForgotPasswordScreen } from "../../features/auth/ForgotPasswordScreen";

export function meta() {
  return [
    { title: "Forgot Password | Rangrez" },
    {
      name: "description",
      content: "Reset your Rangrez password: we email you a one-time code, then you choose a new password.",
    },
  ];
}

export default function ForgotPassword() {
  return (
    <AuthFrame>
      <ForgotPasswordScreen />
    </AuthFrame>
  );
}
