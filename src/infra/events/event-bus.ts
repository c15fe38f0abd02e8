import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EntityManager, EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DomainEvent, DomainEventMap, DomainEventName, EventHandler } from './event-map.js';

type Tx = object;

/**
 * Typed in-process event bus whose events only leave once the publisher's transaction commits.
 *
 * `publish(em, name, payload)` with an EntityManager inside a transaction queues the event on that
 * transaction; an ORM subscriber delivers the queue after the top-level COMMIT (a savepoint hands its
 * queue to its parent; a rollback drops it). Without a transaction the event is delivered at once.
 * Handlers run asynchronously, in publishing order per transaction, and their failures are logged,
 * never thrown at the publisher.
 */
@Injectable()
export class EventBus implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  // biome-ignore lint/suspicious/noExplicitAny: one map holds every event's handlers; subscribe() ties each set to its event's payload type
  private readonly handlers = new Map<DomainEventName, Set<EventHandler<any>>>();
  private readonly queues = new WeakMap<Tx, DomainEvent[]>();
  private readonly parents = new WeakMap<Tx, Tx>();
  private readonly openingFrom = new WeakMap<object, Tx>();
  private readonly inFlight = new Set<Promise<void>>();
  /** events published outside a transaction during this tick, delivered together in order */
  private immediate?: DomainEvent[];
  private closed = false;

  constructor(private readonly orm: MikroORM) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this.transactionHooks());
  }

  /** Before the database closes: handlers already running finish; later events are dropped. */
  beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    return this.drain();
  }

  /** Registers a handler; returns its removal. */
  subscribe<K extends DomainEventName>(name: K, handler: EventHandler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Publishes after `em`'s transaction commits (at once when `em` is not in a transaction). */
  publish<K extends DomainEventName>(em: EntityManager | null, name: K, payload: DomainEventMap[K]): void {
    const event: DomainEvent = { name, payload };
    const tx = em?.isInTransaction() ? em.getTransactionContext() : undefined;
    if (!tx) {
      if (this.immediate) {
        this.immediate.push(event);
      } else {
        this.immediate = [event];
        this.dispatch(this.immediate, () => (this.immediate = undefined));
      }
      return;
    }
    const queue = this.queues.get(tx);
    if (queue) queue.push(event);
    else this.queues.set(tx, [event]);
  }

  /** Resolves when every handler started so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Runs the handlers of `events` on a later tick, one event after the other; `onStart` closes the batch. */
  private dispatch(events: DomainEvent[], onStart?: () => void): void {
    if (!events.length || this.closed) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      onStart?.();
      for (const event of events) {
        for (const handler of this.handlers.get(event.name) ?? []) {
          try {
            await handler(event.payload);
          } catch (err) {
            this.logger.error({ err, event: event.name }, 'Event handler failed');
          }
        }
      }
    });
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private transactionHooks(): EventSubscriber {
    return {
      // a savepoint opens with its parent transaction as argument, then starts with its own context
      beforeTransactionStart: (args: TransactionEventArgs) => {
        if (args.transaction) this.openingFrom.set(args.em, args.transaction);
      },
      afterTransactionStart: (args: TransactionEventArgs) => {
        const parent = this.openingFrom.get(args.em);
        this.openingFrom.delete(args.em);
        if (parent && args.transaction?.savepointName) this.parents.set(args.transaction, parent);
      },
      afterTransactionCommit: (args: TransactionEventArgs) => {
        const tx = args.transaction;
        if (!tx) return;
        const queue = this.queues.get(tx);
        if (!queue) return;
        this.queues.delete(tx);
        const parent = tx.savepointName ? this.parents.get(tx) : undefined;
        if (parent) {
          const parentQueue = this.queues.get(parent);
          if (parentQueue) parentQueue.push(...queue);
          else this.queues.set(parent, queue);
        } else {
          this.dispatch(queue);
        }
      },
      afterTransactionRollback: (args: TransactionEventArgs) => {
        if (args.transaction) this.queues.delete(args.transaction);
      },
    };
  }
}
