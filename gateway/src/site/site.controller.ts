import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SiteInfo, SiteInfoSchema } from '@typing/contracts';
import { GatewayConfig } from '../config';

/** The deployment's public facts, from configuration; the same for every visitor. */
export function siteInfo(config: GatewayConfig): SiteInfo {
  return {
    supportEmail: config.SUPPORT_EMAIL,
    privacyEmail: config.PRIVACY_EMAIL,
    grievanceEmail: config.GRIEVANCE_EMAIL,
    team: [
      { name: config.TEAM_1_NAME, role: config.TEAM_1_ROLE, link: config.TEAM_1_LINK },
      { name: config.TEAM_2_NAME, role: config.TEAM_2_ROLE, link: config.TEAM_2_LINK },
    ],
  };
}

@ApiTags('system')
@Controller('site')
export class SiteController {
  private readonly info: SiteInfo;

  constructor(config: GatewayConfig) {
    this.info = siteInfo(config);
  }

  @Get()
  // Changes only with a redeploy: browsers and proxies may keep it a few minutes.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The site’s contact addresses and team, as configured for this deployment' })
  @ApiOkResponse({ standardSchema: SiteInfoSchema })
  site(): SiteInfo {
    return this.info;
  }
}
