/** "1 open job", "3 open jobs"; `many` when adding an s is wrong ("companies"). */
export function plural(count: number, noun: string, many = `${noun}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : many}`;
}
