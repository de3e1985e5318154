// The name and slug of a catalogue entry: the slug follows the name as it is typed (suggested,
// not forced) until the owner writes a slug of their own.
import { Field } from "../../client/ui/form/field";
import { useFormContext } from "../../client/ui/form/form-context";
import { TextInput } from "../../client/ui/form/text-input";
import { slugFromName } from "./slug-from-name";

export function NameSlugFields() {
  const form = useFormContext();
  const name = typeof form.values.name === "string" ? form.values.name : "";
  const slug = typeof form.values.slug === "string" ? form.values.slug : "";
  const follows = slug === "" || slug === slugFromName(name);
  return (
    <>
      <Field name="name">
        <TextInput
          onChange={(next) => {
            form.setValue("name", next);
            if (follows) form.setValue("slug", slugFromName(next));
          }}
        />
      </Field>
      <Field name="slug" hint="Its address in the shop: lower-case letters, digits and hyphens." />
    </>
  );
}

/** Under each Hindi field (issue 35): the shop's Hindi texts, English where there is none. */
export const HINDI_HINT = "Shown to shoppers who chose Hindi; leave it empty to show the English one.";

/** Rules of the two fields, with the §5 required message and the API's slug shape. */
export const nameSlugRules = {
  name: { label: "Name", required: true },
  slug: { label: "Slug", required: true, pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, patternMessage: "Use lower-case letters, digits and single hyphens in the slug" },
} as const;
