import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../ui/Spinner";
import { SCREENS, states } from "../states";
import { AppLayout } from "../layout/AppLayout";
import { useAppState } from "./StateProvider";

/**
 * The page at `/`: the current named state's screen inside the layout. A signed-in state
 * without a session (e.g. after a reload, which ends the session per spec 000 section 4) shows
 * sign-in instead.
 */
export function StateHost() {
  const { t } = useTranslation();
  const { current, isSignedIn, session, serial } = useAppState();
  const name = current;
  const Screen = SCREENS[name];
  // Security settings opened from the menu keep the menu; the forced reset does not show it.
  const showMenu =
    isSignedIn &&
    (states[name].area === "signedIn" || (name === "scrtyInfo.view" && session?.resetRequired !== true));
  return (
    <AppLayout isSignedIn={showMenu}>
      <Suspense fallback={<Spinner label={t("common:loading")} />}>
        {/*
          Every state change is a new screen with fresh state, also to the state already shown
          with the same params (the menu's own-account transfer from its success page starts a
          new transfer): its h1 mounts anew and takes the change's focus.
        */}
        <Screen key={`${name}:${String(serial)}`} />
      </Suspense>
    </AppLayout>
  );
}
