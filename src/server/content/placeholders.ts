// The values content files may name as {{placeholders}}, all from config/sites.json.
import type { Site, SiteRegistry } from '@shared/site-registry';

export function placeholderValues(registry: SiteRegistry, site: Site): Record<string, string> {
  const { owner, secondContact: second, thirdContact: third } = registry;
  return {
    'owner.name': `${owner.firstName} ${owner.lastName}`,
    'owner.firstName': owner.firstName,
    'owner.lastName': owner.lastName,
    'owner.nickName': owner.nickName,
    'owner.mail': owner.mail,
    'owner.phone': owner.phone,
    'owner.mobile': owner.mobile,
    'owner.fax': owner.fax,
    'owner.street': owner.street,
    'owner.zip': owner.zip,
    'owner.city': owner.city,
    'owner.country': owner.country,
    'owner.web': owner.web,
    'second.name': `${second.firstName} ${second.lastName}`,
    'second.mail': second.mail,
    'third.name': `${third.firstName} ${third.lastName}`,
    'third.title': third.title,
    'third.mail': third.mail,
    'site.domain': site.domain,
  };
}
