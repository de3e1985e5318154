// Whole seconds left until a moment, ticking down once a second and stopping at zero (the
// code screen's "Resend in 0:27").
import { useEffect, useState } from "react";

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export function useCountdown(until: number): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    if (secondsUntil(until) === 0) return;
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/** "0:27", "1:05". */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
