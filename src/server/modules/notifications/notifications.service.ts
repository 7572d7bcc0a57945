import { AppError } from "@shared/errors";
import { parseRouteId } from "@shared/routes";
import type { AppNotification, CountryFollow } from "@shared/schemas/notifications";
import type { Db } from "../../db/types";
import { findCountry } from "../countries/countries.repository";
import * as repo from "./notifications.repository";

/** Marks my notification read; someone else's is answered like a missing one (404). */
export async function markRead(db: Db, userId: number, id: number): Promise<AppNotification> {
  const notification = await repo.markRead(db, userId, id);
  if (!notification) throw new AppError("not_found", "Notification not found");
  return notification;
}

async function countryId(db: Db, rawId: string): Promise<number> {
  const id = parseRouteId(rawId);
  const country = id === null ? null : await findCountry(db, id);
  if (!country) throw new AppError("not_found", "Country not found");
  return country.id;
}

export async function follow(db: Db, userId: number, rawId: string): Promise<CountryFollow> {
  const id = await countryId(db, rawId);
  await repo.follow(db, userId, id);
  return { countryId: id, followed: true };
}

export async function unfollow(db: Db, userId: number, rawId: string): Promise<CountryFollow> {
  const id = await countryId(db, rawId);
  await repo.unfollow(db, userId, id);
  return { countryId: id, followed: false };
}
