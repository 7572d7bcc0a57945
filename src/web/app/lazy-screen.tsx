import { type ComponentType, type ReactNode, use } from "react";

type Module<P> = { default: ComponentType<P> };

/** A promise that says how it ended, so React's use() can read a settled one without suspending. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export interface LazyScreen<P> {
  (props: P): ReactNode;
  /** Starts loading the screen's code (once); rendering it afterwards does not suspend. */
  preload: () => Promise<Module<P>>;
}

/**
 * Like React.lazy, with a preload function: a screen loaded ahead (on hover, or at start for the
 * page being opened) renders at once, where React.lazy would still suspend for one tick and flash
 * the loading state.
 */
export function lazyScreen<P extends object>(load: () => Promise<Module<P>>): LazyScreen<P> {
  let loading: Tracked<Module<P>> | undefined;

  function preload(): Tracked<Module<P>> {
    if (!loading) {
      const promise: Tracked<Module<P>> = load();
      promise.status = "pending";
      promise.then(
        (value) => {
          promise.status = "fulfilled";
          promise.value = value;
        },
        (reason) => {
          promise.status = "rejected";
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  }

  function Screen(props: P) {
    const { default: Component } = use(preload() as Promise<Module<P>>);
    return <Component {...props} />;
  }
  Screen.preload = preload;
  return Screen;
}
