import type { App } from "../../types";

export async function referralsRoutes(_app: App): Promise<void> {}
