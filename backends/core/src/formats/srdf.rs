//! The parts of a MoveIt semantic robot description (SRDF) armrest uses: planning groups given
//! as a chain, the `group_state` entries that become named positions, and the
//! `disable_collisions` pairs collision checks skip (D28).

/// A planning group defined by a kinematic chain.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub name: String,
    /// `(base_link, tip_link)` of the group's `<chain>`, if it has one.
    pub chain: Option<(String, String)>,
}

/// One `<group_state>`: a named configuration of a group's joints.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupState {
    pub name: String,
    pub group: String,
    pub joints: Vec<(String, f64)>,
}

/// One `<disable_collisions>`: two links never checked against each other.
#[derive(Clone, Debug, PartialEq)]
pub struct DisabledPair {
    pub link1: String,
    pub link2: String,
    pub reason: String,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Srdf {
    pub groups: Vec<Group>,
    pub group_states: Vec<GroupState>,
    pub disabled_collisions: Vec<DisabledPair>,
}

/// Parses SRDF text. The error says which element is wrong and why.
pub fn parse(text: &str) -> Result<Srdf, String> {
    let doc = roxmltree::Document::parse(text).map_err(|e| format!("not well-formed XML: {e}"))?;
    let root = doc.root_element();
    if root.tag_name().name() != "robot" {
        return Err(format!("the root element is <{}>, expected <robot>", root.tag_name().name()));
    }
    let mut srdf = Srdf::default();
    for el in root.children().filter(|n| n.is_element()) {
        match el.tag_name().name() {
            "group" => {
                let name = attr(&el, "name", "<group>")?;
                let chain = el
                    .children()
                    .find(|c| c.has_tag_name("chain"))
                    .map(|c| -> Result<_, String> {
                        Ok((attr(&c, "base_link", "<chain>")?.to_owned(), attr(&c, "tip_link", "<chain>")?.to_owned()))
                    })
                    .transpose()?;
                srdf.groups.push(Group { name: name.to_owned(), chain });
            }
            "disable_collisions" => {
                let link1 = attr(&el, "link1", "<disable_collisions>")?.to_owned();
                let link2 = attr(&el, "link2", "<disable_collisions>")?.to_owned();
                let reason = el.attribute("reason").unwrap_or_default().to_owned();
                srdf.disabled_collisions.push(DisabledPair { link1, link2, reason });
            }
            "group_state" => {
                let name = attr(&el, "name", "<group_state>")?;
                let group = attr(&el, "group", &format!("<group_state name=\"{name}\">"))?;
                let mut joints = Vec::new();
                for j in el.children().filter(|c| c.has_tag_name("joint")) {
                    let where_ = format!("<joint> of group_state \"{name}\"");
                    let jname = attr(&j, "name", &where_)?;
                    let raw = attr(&j, "value", &where_)?;
                    let value: f64 = raw
                        .trim()
                        .parse()
                        .ok()
                        .filter(|v: &f64| v.is_finite())
                        .ok_or_else(|| format!("{where_} \"{jname}\": value \"{raw}\" is not a finite number"))?;
                    joints.push((jname.to_owned(), value));
                }
                srdf.group_states.push(GroupState { name: name.to_owned(), group: group.to_owned(), joints });
            }
            _ => {}
        }
    }
    Ok(srdf)
}

fn attr<'a>(el: &roxmltree::Node<'a, '_>, name: &str, what: &str) -> Result<&'a str, String> {
    el.attribute(name).ok_or_else(|| format!("{what} has no `{name}` attribute"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_groups_and_states() {
        let s = parse(
            r#"<robot name="r"><group name="arm"><chain base_link="base_link" tip_link="tool0"/></group>
            <group_state name="home" group="arm"><joint name="joint1" value="0.5"/></group_state></robot>"#,
        )
        .unwrap();
        assert_eq!(s.groups[0].chain, Some(("base_link".into(), "tool0".into())));
        assert_eq!(s.group_states[0].joints, vec![("joint1".to_string(), 0.5)]);
    }

    #[test]
    fn rejects_bad_values() {
        let e = parse(r#"<robot><group_state name="h" group="arm"><joint name="j" value="x"/></group_state></robot>"#)
            .unwrap_err();
        assert!(e.contains("not a finite number"), "{e}");
        assert!(parse("<robot>").is_err());
    }
}
