import { AuthFrame } from "../../features/auth/AuthFrame";
import { LoginScreen } from "../../features/auth/LoginScreen";

export function meta() {
  return [
    { title: "Log In | Rangrez" },
    {
      name: "description",
      content:
        "Log in to your Rangrez account with your email, username or phone number to see your orders, wishlist and saved addresses.",
    },
  ];
}

export default function Login() {
  return (
    <AuthFrame>
      <LoginScreen />
    </AuthFrame>
  );
}
