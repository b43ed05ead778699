import { AuthFrame } from "../../features/auth/AuthFrame";
import { SignupScreen } from "../../features/auth/SignupScreen";

export function meta() {
  return [
    { title: "Sign Up | Rangrez" },
    {
      name: "description",
      content:
        "Create your Rangrez account: verify your email with a one-time code, save your delivery address and shop printed tees, hoodies and shackets.",
    },
  ];
}

export default function Signup() {
  return (
    <AuthFrame>
      <SignupScreen />
    </AuthFrame>
  );
}
