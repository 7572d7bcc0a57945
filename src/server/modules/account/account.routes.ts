import type { App } from "../../types";

export async function accountRoutes(_app: App): Promise<void> {}
