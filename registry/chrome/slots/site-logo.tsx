// The logo (sized by logo_settings, §9 default 56 × 56) or, without one, the site name.
import { Link } from "react-router";
import { useT } from "../../../src/client/i18n/use-t";
import { parseLogoSettings } from "../../../src/shared/nav-setting";
import { cdnImage } from "../../../src/client/lib/cdn-image";
import type { HeaderProps } from "../chrome-types";

export function SiteLogo({ web, navSetting }: Pick<HeaderProps, "web" | "navSetting">) {
  const t = useT();
  const size = parseLogoSettings(navSetting.logo_settings);
  const width = Number(size.image_width) || 56;
  const height = Number(size.image_height) || 56;
  const showImage = navSetting.show_logo && !!web.logo;
  return (
    <Link to="/" className="site-logo" data-slot="logo" aria-label={t("chrome.home", { site: web.name })}>
      {showImage ? <img src={cdnImage(web.logo)} alt={web.name} width={width} height={height} style={{ width, height, objectFit: "contain" }} /> : <span className="site-name">{web.name}</span>}
    </Link>
  );
}
