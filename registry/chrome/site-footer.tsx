// §2 footer: the logo or footer_name, the site description, link groups with optional icons,
// and "© year, site name, All Rights Reserved.".
import { useT } from "../../src/client/i18n/use-t";
import { cdnImage } from "../../src/client/lib/cdn-image";
import type { ChromeWebsite, FooterGroup } from "./chrome-types";
import { FooterIcon } from "./footer-icon";
import { NavLink } from "./nav-link";

export function SiteFooter({
  web,
  footerName,
  groups,
  showLogo,
  year,
  openCategoryFilter,
}: {
  web: ChromeWebsite;
  footerName: string;
  groups: FooterGroup[];
  showLogo: boolean;
  year: number;
  openCategoryFilter(): void;
}) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-about">
          {showLogo && web.logo ? <img src={cdnImage(web.logo)} alt={web.name} width={56} height={56} /> : <strong className="footer-name">{footerName || web.name}</strong>}
          {web.description ? <p>{web.description}</p> : null}
        </div>
        {groups.map((g, i) => (
          <section key={`${g.name}-${i}`} className="footer-group" aria-label={g.name}>
            <h2>{g.name}</h2>
            <ul>
              {g.children.map((c, j) => (
                <li key={`${c.name}-${j}`}>
                  <NavLink item={{ name: c.name, link: c.link }} openCategoryFilter={openCategoryFilter}>
                    {c.show_icon && c.icon ? <FooterIcon icon={c.icon} /> : null}
                    {c.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer-copy">{t("chrome.copyright", { year, site: web.name })}</p>
    </footer>
  );
}
