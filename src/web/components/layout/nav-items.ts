import {
  Bookmark,
  Briefcase,
  Building2,
  Compass,
  Globe2,
  Home,
  type LucideIcon,
  Scale,
  Send,
  Settings,
  User,
  Users,
} from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shows how many messages to me wait unread (my conversations are reached from here). */
  unreadMessages?: true;
}

export const SIDEBAR_ITEMS: NavItem[] = [
  { href: "/home", label: "Home", icon: Home },
  { href: "/explore", label: "Explore", icon: Compass },
  { href: "/jobs", label: "Jobs", icon: Briefcase },
  { href: "/countries", label: "Countries", icon: Globe2 },
  { href: "/referrals", label: "Referral Market", icon: Users, unreadMessages: true },
  { href: "/compare", label: "Compare", icon: Scale },
  { href: "/saved", label: "Saved", icon: Bookmark },
  { href: "/applications", label: "Applications", icon: Send },
];

export const PROFILE_ITEMS: NavItem[] = [
  { href: "/account", label: "Account", icon: User },
  { href: "/settings", label: "Settings", icon: Settings },
  { href: "/employer", label: "For employers", icon: Building2 },
];

/** The mobile menu; the bottom bar shows its first five. */
export const MOBILE_ITEMS: NavItem[] = [
  { href: "/home", label: "Home", icon: Home },
  { href: "/explore", label: "Explore", icon: Compass },
  { href: "/jobs", label: "Jobs", icon: Briefcase },
  { href: "/countries", label: "Countries", icon: Globe2 },
  { href: "/referrals", label: "Referrals", icon: Users, unreadMessages: true },
  { href: "/saved", label: "Saved", icon: Bookmark },
  { href: "/applications", label: "Applications", icon: Send },
  { href: "/account", label: "Profile", icon: User },
  { href: "/employer", label: "For employers", icon: Building2 },
];

/** A nav item is active on its own path and below it (/jobs is active on /jobs/12). */
export function isActive(href: string, location: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}
