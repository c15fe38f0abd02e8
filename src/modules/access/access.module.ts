import { Module } from '@nestjs/common';
import { AccessService } from './access.service.js';
import { AdminAccessController } from './admin-access.controller.js';
import { GrantsService } from './grants.service.js';

/** Roles' privileges and the user types; GrantsService answers who may do what (the guard, the pages). */
@Module({
  controllers: [AdminAccessController],
  providers: [GrantsService, AccessService],
  exports: [GrantsService],
})
export class AccessModule {}
