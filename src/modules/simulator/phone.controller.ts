import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { approveSchema, pushesQuerySchema, type ApproveBody } from './simulator.schemas.js';
import { SimulatorService } from './simulator.service.js';

/** What the simulated phone (/simulator/phone) reads and answers. */
@ApiExcludeController()
@Public()
@Controller('simulator/api/pushes')
export class SimulatorPhoneController {
  constructor(private readonly simulator: SimulatorService) {}

  @Get()
  list(@Query({ schema: pushesQuerySchema }) query: { msisdn: string }) {
    return this.simulator.pendingPushes(query.msisdn);
  }

  @Post(':bill_id/approve')
  @HttpCode(200)
  approve(@Param('bill_id') billId: string, @Body({ schema: approveSchema }) _body: ApproveBody) {
    return { state: this.simulator.decide(billId, 'approve').state };
  }

  @Post(':bill_id/decline')
  @HttpCode(200)
  decline(@Param('bill_id') billId: string) {
    return { state: this.simulator.decide(billId, 'decline').state };
  }
}
