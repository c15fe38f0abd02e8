import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators.js';
import { DrawService } from './draw.service.js';

@ApiTags('admin')
@Roles('ADMIN')
@Controller('admin/lotteries')
export class AdminDrawsController {
  constructor(private readonly draws: DrawService) {}

  /**
   * Draws a lottery whose draw is due (sold out, or past its end date with enough participants); a
   * second call returns the same draw. 422 for one that fell short or was cancelled (refunds, not a
   * draw), 409 while refunds of its tickets are under way.
   */
  @Post(':id/draw')
  @HttpCode(200)
  async draw(@Param('id', ParseIntPipe) id: number) {
    const draw = await this.draws.drawNow(id, 'admin');
    return {
      success: true,
      data: { lottery_id: id, winning_ticket: draw.winningTicket, verification_code: draw.verificationCode, drawn_at: draw.drawnAt.toISOString() },
    };
  }
}
