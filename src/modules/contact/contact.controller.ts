import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { contactSchema, type ContactInput } from '../../contracts/contact.js';
import { ContactService } from './contact.service.js';
import { Public } from '../../common/auth/decorators.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @ApiZodBody(contactSchema)
  async send(@Body({ schema: contactSchema }) body: ContactInput, @Ip() ip: string, @T() t: TFunction) {
    const { id } = await this.contact.submit(body, { ip });
    return withMessage(t('contact.sent'), { id });
  }
}
