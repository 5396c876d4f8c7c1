import { Navigate, Route, Routes } from "react-router";
import { StateHost } from "./navigation/StateHost";
import { ErrorPage, LogoutPage } from "./pages/LogoutPage";

/** The three URLs of spec 000 section 2; any other path lands on sign-in. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<StateHost />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/error" element={<ErrorPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
