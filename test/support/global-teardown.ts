export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __fanoutTeardown?: () => Promise<void> }).__fanoutTeardown?.();
}
