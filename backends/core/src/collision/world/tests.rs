use super::*;
use serde_json::json;

fn frames() -> (Vec<String>, Vec<String>) {
    (
        vec!["base_link".to_owned()],
        ["base_link", "link1", "link2", "link7", "tool0"].iter().map(|s| s.to_string()).collect(),
    )
}

fn read(v: Value) -> Result<World, Violations> {
    let (fixed, links) = frames();
    World::read(&v, &Frames { fixed: &fixed, links: &links })
}

#[test]
fn reads_each_shape_in_both_forms() {
    let w = read(json!({"objects": [
        {"id": "table", "shape": "box", "size": [1, 0.5, 0.1], "pose": {"x": 0.5, "z": -0.05}},
        {"id": "ball", "kind": "keep_out", "shape": {"type": "sphere", "radius": 0.2}},
        {"id": "post", "shape": "cylinder", "radius": 0.05, "length": 1.0, "frame_id": "base_link", "touch_links": ["base_link"]}
    ], "tool": {"shape": "cylinder", "radius": 0.02, "length": 0.1, "pose": {"z": 0.05}}}))
    .unwrap();
    assert_eq!(w.objects["table"].shape, Primitive::Box { size: [1.0, 0.5, 0.1] });
    assert_eq!(w.objects["table"].kind, ObjectKind::Obstacle);
    assert_eq!(w.objects["table"].pose, WorldPose { x: 0.5, z: -0.05, ..WorldPose::default() });
    assert_eq!(w.objects["ball"].kind, ObjectKind::KeepOut);
    assert_eq!(w.objects["ball"].shape, Primitive::Sphere { radius: 0.2 });
    assert_eq!(w.objects["post"].touch_links, vec!["base_link".to_owned()]);
    assert_eq!(w.tool.unwrap().shape, Primitive::Cylinder { radius: 0.02, length: 0.1 });
    // What GET /world writes reads back as the same world.
    let again =
        read(json!({"objects": serde_json::to_value(w.objects.values().collect::<Vec<_>>()).unwrap()})).unwrap();
    assert_eq!(again.objects, w.objects);
}

#[test]
fn every_bad_field_is_named() {
    let e = read(json!({"objects": [
        {"id": "a b", "shape": "box", "size": [1, 0, -1]},
        {"id": "s", "shape": "sphere", "radius": 1e9, "frame_id": "link1"},
        {"id": "c", "shape": "cylinder", "radius": 0.1, "raduis": 2, "frame_id": "nowhere", "kind": "wall"},
        {"id": "d", "shape": "cone", "touch_links": ["hand"]}
    ]}))
    .unwrap_err();
    let at: Vec<String> = e.0.iter().map(|v| serde_json::to_string(&v.loc).unwrap()).collect();
    for expected in [
        r#"["objects",0,"id"]"#,
        r#"["objects",0,"size",1]"#,
        r#"["objects",0,"size",2]"#,
        r#"["objects",1,"radius"]"#,
        r#"["objects",1,"frame_id"]"#,
        r#"["objects",2,"length"]"#,
        r#"["objects",2,"raduis"]"#,
        r#"["objects",2,"frame_id"]"#,
        r#"["objects",2,"kind"]"#,
        r#"["objects",3,"shape"]"#,
        r#"["objects",3,"touch_links",0]"#,
    ] {
        assert!(at.iter().any(|a| a == expected), "{expected} missing from {at:?}");
    }
    let moving = e.0.iter().find(|v| v.msg.contains("moves with the arm")).expect("link1 is refused as moving");
    assert!(moving.msg.contains("tool"), "{}", moving.msg);
}

#[test]
fn a_body_id_must_agree_with_the_url() {
    let (fixed, links) = frames();
    let f = Frames { fixed: &fixed, links: &links };
    let mut c = Checker::new();
    let v = json!({"id": "other", "shape": "sphere", "radius": 0.1});
    assert!(WorldObject::read(&mut c, &v, &Loc::root("body"), Some("box"), &f).is_none());
    assert!(c.finish(|| Some(())).unwrap_err().0[0].msg.contains("differs from the URL"));
    let mut c = Checker::new();
    let v = json!({"shape": "sphere", "radius": 0.1});
    let o = WorldObject::read(&mut c, &v, &Loc::root("body"), Some("box"), &f).unwrap();
    assert_eq!(o.id, "box");
}

#[test]
fn a_dimension_of_another_shape_is_named_not_ignored() {
    for (object, key) in [
        (json!({"id": "b", "shape": "box", "size": [1, 1, 1], "radius": 0.5}), "radius"),
        (json!({"id": "s", "shape": "sphere", "radius": 0.5, "length": 1}), "length"),
        (json!({"id": "c", "shape": {"type": "cylinder", "radius": 0.1, "length": 1, "size": [1, 1, 1]}}), "size"),
    ] {
        let e = read(json!({"objects": [object]})).unwrap_err();
        assert_eq!(e.0.len(), 1, "{e}");
        let loc = serde_json::to_value(&e.0[0].loc).unwrap();
        assert_eq!(loc.as_array().unwrap().last().unwrap(), key, "{e}");
        assert_eq!(e.0[0].kind, "extra_forbidden");
        assert!(e.0[0].msg.starts_with(&format!("`{key}` is not a field of a ")), "{}", e.0[0].msg);
    }
}

#[test]
fn what_a_refusal_repeats_is_short() {
    let e = read(json!({"objects": [{"id": "s", "shape": "sphere", "radius": 1e308}]})).unwrap_err();
    assert_eq!(e.0[0].msg, "must be above 0 and at most 100 (metres), got 1e308");
    let mut object = json!({"id": "s", "shape": "sphere", "radius": 0.1});
    object["k".repeat(8 << 20)] = json!(1);
    let e = read(json!({"objects": [object]})).unwrap_err();
    assert!(serde_json::to_string(&e.0).unwrap().len() < 1000, "the key is cut");
    let e = read(json!({"objects": [{"id": "s", "shape": "sphere", "radius": 0.1, "raduis": 1}]})).unwrap_err();
    assert_eq!(e.0[0].msg, "`raduis` is not a field of a world object: did you mean `radius`?");
}

#[test]
fn touch_links_name_each_link_at_most_once() {
    let (_, links) = frames();
    let twice =
        json!({"objects": [{"id": "s", "shape": "sphere", "radius": 0.1, "touch_links": ["link1", "link2", "link1"]}]});
    assert_eq!(read(twice).unwrap().objects["s"].touch_links, ["link1", "link2"]);
    let many = vec!["link1"; links.len() + 1];
    let e = read(json!({"objects": [{"id": "s", "shape": "sphere", "radius": 0.1, "touch_links": many}]})).unwrap_err();
    assert_eq!(e.0.len(), 1, "{e}");
    assert_eq!(e.0[0].kind, "too_long");
    assert_eq!(
        e.0[0].msg,
        format!("List should have at most {} items after validation, not {}", links.len(), links.len() + 1)
    );
}

#[test]
fn the_shipped_world_file_reads() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/world.yaml");
    let (fixed, links) = frames();
    let w = World::load(&path, &Frames { fixed: &fixed, links: &links }).unwrap();
    let surface = &w.objects["mounting_surface"];
    assert_eq!(surface.touch_links, vec!["base_link".to_owned()]);
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Whatever a client sends, the reader answers a world or violations, never panics, and a
        /// world it accepts has only shapes parry can build (positive, finite, bounded).
        #[test]
        fn any_object_is_read_or_refused(
            size in prop::array::uniform3(prop_oneof![Just(0.0), Just(-1.0), Just(f64::MAX), 1e-6..10.0f64]),
            radius in prop_oneof![Just(0.0), Just(1e308), -1.0..1.0f64],
            shape in prop::sample::select(vec!["box", "sphere", "cylinder", "cone", ""]),
            x in prop_oneof![Just(1e6), -2.0..2.0f64],
        ) {
            let mut o = json!({"id": "o", "shape": shape, "pose": {"x": x}});
            // Each shape's own dimensions (another shape's is refused: see the test above).
            match shape {
                "box" => o["size"] = json!(size),
                "sphere" => o["radius"] = json!(radius),
                _ => (o["radius"], o["length"]) = (json!(radius), json!(radius)),
            }
            let v = json!({"objects": [o]});
            if let Ok(w) = read(v) {
                let o = &w.objects["o"];
                let dims: Vec<f64> = match o.shape {
                    Primitive::Box { size } => size.to_vec(),
                    Primitive::Sphere { radius } => vec![radius],
                    Primitive::Cylinder { radius, length } => vec![radius, length],
                };
                prop_assert!(dims.iter().all(|d| *d > 0.0 && *d <= MAX_EXTENT_M));
                prop_assert!(o.pose.x.abs() <= MAX_EXTENT_M);
            }
        }
    }
}
