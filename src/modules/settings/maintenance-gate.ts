import { Injectable } from '@nestjs/common';
import { SettingsService } from './settings.service.js';

export interface MaintenanceState {
  on: boolean;
  message: string;
}

/** Every request asks; the settings are read at most once per REFRESH_MS, so a switch on any instance is seen within it. */
const REFRESH_MS = 1_000;

/** Whether the site is in maintenance (spec 3 §2), as the request middleware reads it. */
@Injectable()
export class MaintenanceGate {
  private cached?: { at: number; state: Promise<MaintenanceState> };

  constructor(private readonly settings: SettingsService) {}

  state(): Promise<MaintenanceState> {
    if (this.cached && Date.now() - this.cached.at < REFRESH_MS) return this.cached.state;
    const state = this.settings.getAll().then((s) => ({ on: s.maintenance_mode, message: s.maintenance_message }));
    const entry = { at: Date.now(), state };
    this.cached = entry;
    // an unreadable database is not a maintenance: try again on the next request
    state.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return state;
  }

  /** After a save on this instance: its own next request sees the new state at once. */
  forget(): void {
    this.cached = undefined;
  }
}
