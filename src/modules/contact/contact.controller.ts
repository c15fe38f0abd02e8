import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { contactSchema, type ContactInput } from '../../contracts/contact.js';
import { ContactService } from './contact.service.js';
import { Public } from '../../common/auth/decorators.js';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @ApiZodBody(contactSchema)
  async send(@Body({ schema: contactSchema }) body: ContactInput, @Ip() ip: string, @Req() req: Request) {
    const { id } = await this.contact.submit(body, { ip });
    return { success: true, message: translator(requestLocale(req))('contact.sent'), data: { id } };
  }
}
