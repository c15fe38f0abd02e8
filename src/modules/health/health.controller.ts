import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthService } from './health.service.js';
import { Public } from '../../common/auth/decorators.js';
import { answer } from '../../common/http/envelope.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async get(@Res({ passthrough: true }) res: Response) {
    const data = await this.health.check();
    res.status(data.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return answer({ success: data.status === 'ok', data });
  }
}
