/**
 * A call a lower module needs answered by a higher one, without importing it (imports go one way only).
 * The lower module declares and provides `class Xxx extends PortSlot<XxxPort> {}` and calls `slot.use`;
 * the higher module's adapter receives the slot by injection and fills it in `onModuleInit`.
 */
export abstract class PortSlot<T extends object> {
  private impl?: T;

  fill(impl: T): void {
    if (this.impl && this.impl !== impl) throw new Error(`${this.constructor.name} is already filled`);
    this.impl = impl;
  }

  get use(): T {
    if (!this.impl)
      throw new Error(`${this.constructor.name} has no implementation: is the module that fills it loaded?`);
    return this.impl;
  }
}
