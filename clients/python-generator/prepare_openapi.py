"""Rewrites armrest's /openapi.json into the same contract in forms openapi-python-client reads.

Reads the document on stdin, writes it on stdout (keys sorted, so the input to the generator
is one text for one schema). Two rewrites, each keeping what a valid request and answer are:

- A fixed-length joint array (`prefixItems` with `items: false`, OpenAPI 3.1) becomes an array
  of numbers of that length (`minItems` = `maxItems`): the generator does not read boolean
  schemas. The per-joint limits stay in the server's validation (a 422 says which joint).
- `allOf: [<a oneOf of shapes>, <an object>]` (a world object, a tool's geometry) becomes a
  `oneOf` of each shape merged with the object, titled `<Schema><Shape>` (`WorldObjectBox`):
  the generator cannot take `allOf` of a union.

Any other construct it cannot read makes the generation fail (`--fail-on-warning`).
"""

import json
import sys

REF = "#/components/schemas/"


def merged(shape, extra):
    out = {k: v for k, v in shape.items() if k not in ("properties", "required", "title", "description")}
    out["type"] = "object"
    out["properties"] = {**shape.get("properties", {}), **extra.get("properties", {})}
    out["required"] = list(dict.fromkeys(shape.get("required", []) + extra.get("required", [])))
    return out


def distribute_all_of_union(name, schema, schemas):
    parts = schema.get("allOf")
    if not isinstance(parts, list) or len(parts) != 2:
        return
    ref = parts[0].get("$ref", "") if isinstance(parts[0], dict) else ""
    union = schemas.get(ref[len(REF) :]) if ref.startswith(REF) else None
    if not union or "oneOf" not in union or parts[1].get("type") != "object":
        return
    variants = []
    for shape in union["oneOf"]:
        variant = merged(shape, parts[1])
        kind = shape.get("properties", {}).get("shape", {}).get("enum", [None])[0]
        if isinstance(kind, str):
            variant["title"] = name + kind.capitalize()
        variants.append(variant)
    del schema["allOf"]
    schema["oneOf"] = variants


def fixed_length_arrays(node):
    if isinstance(node, dict):
        if node.get("items") is False and isinstance(node.get("prefixItems"), list):
            types = {p.get("type") for p in node["prefixItems"] if isinstance(p, dict)}
            node["items"] = {"type": types.pop()} if len(types) == 1 else {}
            del node["prefixItems"]
        for value in node.values():
            fixed_length_arrays(value)
    elif isinstance(node, list):
        for value in node:
            fixed_length_arrays(value)


def main():
    doc = json.load(sys.stdin)
    schemas = doc.get("components", {}).get("schemas", {})
    for name, schema in schemas.items():
        distribute_all_of_union(name, schema, schemas)
    fixed_length_arrays(doc)
    json.dump(doc, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
