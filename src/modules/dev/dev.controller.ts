import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { DevOutboxService } from './dev-outbox.service.js';
import { Public } from '../../common/auth/decorators.js';

const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  to: z.string().max(255).optional(),
});

@ApiTags('dev')
@Public()
@Controller('dev')
export class DevController {
  constructor(private readonly outbox: DevOutboxService) {}

  @Get('outbox')
  @ApiZodQuery(outboxQuery)
  async list(@Query({ schema: outboxQuery }) query: z.infer<typeof outboxQuery>) {
    return this.outbox.list(query);
  }
}
