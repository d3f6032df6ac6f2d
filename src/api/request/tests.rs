//! The declarations' promise: what the schema says is exactly what reading accepts, and the
//! defaults it shows are the values an absent field reads as.

use super::*;
use crate::api::logs::Lines;
use crate::api::motion::{MoveJointsRequest, MoveNamedRequest, MovePoseRequest};
use crate::api::sequences::StartSequenceForm;
use crate::api::trajectory::{CsvUpload, SendTrajectoryRequest};
use armrest_backend::{RobotModel, Violation};
use proptest::prelude::*;
use std::path::PathBuf;
use std::sync::OnceLock;

fn model() -> &'static RobotModel {
    static MODEL: OnceLock<RobotModel> = OnceLock::new();
    MODEL.get_or_init(|| {
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        RobotModel::shipped(&repo).expect("shipped model loads")
    })
}

fn endpoints() -> &'static EndpointsConfig {
    static CONFIG: OnceLock<EndpointsConfig> = OnceLock::new();
    CONFIG.get_or_init(|| {
        let mut e = EndpointsConfig::default();
        e.motion.joints_action = "arm/joints".into();
        e
    })
}

fn ctx() -> Context<'static> {
    Context { model: model(), endpoints: endpoints(), joint_state_rate_hz: 100.0, positions: None }
}

fn body(v: Value) -> Source {
    Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Json(v, None) }
}

fn schema_of<R: Request>(name: &str) -> Value {
    describe::<R>(ctx(), Transport::Http).into_iter().find(|f| f.name == name).expect("described").schema
}

/// Whether `x` lies within the schema's `minimum`/`maximum`.
fn schema_allows(schema: &Value, x: f64) -> bool {
    schema["minimum"].as_f64().is_none_or(|m| x >= m) && schema["maximum"].as_f64().is_none_or(|m| x <= m)
}

const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];

proptest! {
    /// The speed bounds in the schema are the bounds reading enforces, on every motion request.
    #[test]
    fn speed_schema_and_rule_agree(x in -0.5f64..1.5) {
        let schema = schema_of::<MoveJointsRequest>("speed");
        let joints = read::<MoveJointsRequest>(ctx(), &body(json!({"joints": HOME, "speed": x})));
        prop_assert_eq!(joints.is_ok(), schema_allows(&schema, x));
        if let Err(v) = joints {
            prop_assert_eq!(&v.0[0].loc, &Loc::root("body").at("speed"));
        }
        let named = read::<MoveNamedRequest>(ctx(), &body(json!({"name": "home", "speed": x})));
        prop_assert_eq!(named.is_ok(), schema_allows(&schema_of::<MoveNamedRequest>("speed"), x));
    }

    /// So are the speed override's (D29): the one constant pair behind schema and rule.
    #[test]
    fn override_schema_and_rule_agree(
        x in prop_oneof![-0.5f64..1.5, 0.0f64..0.02, Just(-0.0), Just(5e-324), Just(0.01)],
    ) {
        use crate::api::speed_override::SetOverrideRequest;
        use armrest_backend::speed_override::{FRACTION_MAX, FRACTION_MIN, FRACTION_RUNNING_MIN};
        let schema = schema_of::<SetOverrideRequest>("fraction");
        prop_assert_eq!(schema["minimum"].as_f64(), Some(FRACTION_MIN));
        prop_assert_eq!(schema["maximum"].as_f64(), Some(FRACTION_MAX));
        prop_assert_eq!(&schema["anyOf"], &json!([{"const": FRACTION_MIN}, {"minimum": FRACTION_RUNNING_MIN}]));
        let any_of = x == schema["anyOf"][0]["const"].as_f64().unwrap_or(f64::NAN)
            || schema_allows(&schema["anyOf"][1], x);
        let read = read::<SetOverrideRequest>(ctx(), &body(json!({"fraction": x})));
        prop_assert_eq!(read.is_ok(), schema_allows(&schema, x) && any_of);
        if let Ok(SetOverrideRequest(f)) = &read {
            prop_assert!(f.is_sign_positive(), "-0 reads as 0");
        }
        prop_assert_eq!(read.is_ok(), armrest_backend::speed_override::valid_fraction(x));
        if let Err(v) = read {
            prop_assert_eq!(&v.0[0].loc, &Loc::root("body").at("fraction"));
        }
    }

    /// So are the log line bounds, read from query text as the endpoints receive them.
    #[test]
    fn lines_schema_and_rule_agree(n in -5i64..400) {
        let describe = describe::<Lines>(ctx(), Transport::Http);
        let schema = &describe[0].schema;
        let source = Source::Http { path: Vec::new(), query: vec![("n".into(), Bytes::from(n.to_string()))], body: Body::None };
        let lines = read::<Lines>(ctx(), &source);
        prop_assert_eq!(lines.is_ok(), schema_allows(schema, n as f64));
        if let Ok(Lines(got)) = lines {
            prop_assert_eq!(got as i64, n);
        }
    }

    /// Any joint vector within the schema's per-joint bounds is accepted, and one value outside
    /// them is refused at its index.
    #[test]
    fn joint_bounds_of_the_schema_are_the_limits(q in proptest::array::uniform7(-1.0f64..1.0), j in 0usize..7, over in 0.001f64..1.0) {
        let lower = model().limits().lower();
        let upper = model().limits().upper();
        let inside: Vec<f64> = (0..7).map(|i| lower[i] + (upper[i] - lower[i]) * (q[i] + 1.0) / 2.0).collect();
        let accepted = read::<MoveJointsRequest>(ctx(), &body(json!({"joints": inside}))).is_ok();
        prop_assert!(accepted);
        let mut outside = inside.clone();
        outside[j] = upper[j] + over;
        let v = read::<MoveJointsRequest>(ctx(), &body(json!({"joints": outside}))).unwrap_err();
        prop_assert_eq!(&v.0[0].loc, &Loc::root("body").at("joints").at(j));
    }
}

/// Every default a schema shows is what an absent field reads as.
#[test]
fn absent_fields_read_as_their_documented_defaults() {
    let pose = read::<MovePoseRequest>(ctx(), &body(json!({"x": 0.4, "y": 0.0, "z": 0.5}))).unwrap().0;
    let d = |name: &str| schema_of::<MovePoseRequest>(name)["default"].clone();
    assert_eq!(json!(pose.scaling.speed), d("speed"));
    assert_eq!(json!(pose.planner.name()), d("planner"));
    assert_eq!(json!(pose.frame_id), d("frame_id"));
    assert_eq!(json!(pose.orientation.a), d("a"));

    let config = Bytes::from(json!({"waypoints": [{"joints": HOME}]}).to_string());
    let form = Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Form(vec![("config".into(), config)]) };
    let launch = read::<StartSequenceForm>(ctx(), &form).unwrap().0;
    let d = |name: &str| schema_of::<StartSequenceForm>(name)["default"].clone();
    assert_eq!(json!(launch.options.n_iterations), d("n_iterations"));
    assert_eq!(json!(launch.options.delay_between_iterations), d("delay_between_iterations"));
    assert_eq!(json!(launch.options.joints_action), d("joints_action"));
    assert_eq!(launch.options.joints_action, "arm/joints", "the configured action name (D12)");
    assert_eq!(json!(launch.options.pose_action), d("pose_action"));

    let csv = Source::Http {
        path: Vec::new(),
        query: Vec::new(),
        body: Body::Form(vec![("file".into(), Bytes::from_static(b"t"))]),
    };
    let upload = read::<CsvUpload>(ctx(), &csv).unwrap();
    assert_eq!((upload.separator, upload.validate_limits), (b',', true));
    assert_eq!(upload.file_loc, Loc::root("body").at("file"));
}

/// Every problem of a request is reported, each at its place, and text fields (forms, query
/// strings) parse with pydantic's words.
#[test]
fn every_problem_has_its_location() {
    let v = read::<MovePoseRequest>(ctx(), &body(json!({"y": "a", "speed": 2, "planner": "fast"}))).unwrap_err();
    let locs: Vec<String> = v.0.iter().map(|p| p.loc.to_string()).collect();
    assert_eq!(locs, ["body.x", "body.y", "body.z", "body.speed", "body.planner"]);
    let form = Source::Http {
        path: Vec::new(),
        query: Vec::new(),
        body: Body::Form(vec![
            ("n_iterations".into(), Bytes::from_static(b"two")),
            ("delay_between_iterations".into(), Bytes::from_static(b"-1")),
        ]),
    };
    let v = read::<StartSequenceForm>(ctx(), &form).unwrap_err();
    let kinds: Vec<(String, &str)> = v.0.iter().map(|p| (p.loc.to_string(), p.kind)).collect();
    assert_eq!(
        kinds,
        [
            ("body.config".to_owned(), "missing"),
            ("body.n_iterations".to_owned(), "int_parsing"),
            ("body.delay_between_iterations".to_owned(), "greater_than_equal"),
        ]
    );
    let q = Source::Http {
        path: Vec::new(),
        query: vec![
            ("separator".into(), Bytes::from_static(b"ab")),
            ("validate_limits".into(), Bytes::from_static(b"maybe")),
        ],
        body: Body::Form(Vec::new()),
    };
    let kinds: Vec<&str> = read::<CsvUpload>(ctx(), &q).unwrap_err().0.iter().map(|p| p.kind).collect();
    assert_eq!(kinds, ["value_error", "bool_parsing", "missing"]);
    assert!(
        read::<SendTrajectoryRequest>(ctx(), &body(json!([1]))).is_err_and(|v| v.0[0].kind == "model_attributes_type")
    );
}

/// An MCP client names the same fields (files inline under their tool names) and gets locations
/// without the HTTP prefix.
#[test]
fn tool_arguments_are_located_by_their_names() {
    let names: Vec<&str> = describe::<StartSequenceForm>(ctx(), Transport::Tool).iter().map(|f| f.name).collect();
    assert_eq!(names[0], "sequence");
    let v = read::<StartSequenceForm>(ctx(), &Source::Tool(json!({"sequence": {"waypoints": []}}))).unwrap_err();
    assert_eq!(v.0[0].loc.to_string(), "sequence.waypoints");
    let launch = read::<StartSequenceForm>(
        ctx(),
        &Source::Tool(json!({"sequence": {"waypoints": [{"joints": HOME}]}, "joints_action": " "})),
    );
    assert_eq!(launch.unwrap().0.options.joints_action, "arm/joints", "blank is absent");
}

/// Where a text field sits in a request of each kind.
fn with_text(place: Place, form: bool, name: &str, text: String) -> Source {
    let bytes = Bytes::from(text.clone());
    match (place, form) {
        (Place::Query, _) => Source::Http { path: Vec::new(), query: vec![(name.into(), bytes)], body: Body::None },
        (Place::Path, _) => Source::Http { path: vec![(name.into(), bytes)], query: Vec::new(), body: Body::None },
        (Place::Body, true) => {
            Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Form(vec![(name.into(), bytes)]) }
        }
        (Place::Body, false) => {
            let mut object = Map::new();
            object.insert(name.into(), json!(text));
            body(Value::Object(object))
        }
    }
}

/// Each bounded field of `R` (a form when `form`): `maxLength` characters pass the bound (two-byte
/// characters: it counts characters, as the schema does), one more is `string_too_long` at the
/// field, saying the bound and not the text.
fn bounds_are_read_as_published<R: Request>(form: bool) -> usize {
    let mut checked = 0;
    for f in describe::<R>(ctx(), Transport::Http) {
        let Some(max) = f.schema["maxLength"].as_u64() else { continue };
        let max = usize::try_from(max).expect("a small bound");
        let at = Loc::root(f.place.loc_root()).at(f.name);
        for (len, over) in [(max, false), (max + 1, true)] {
            let problems = match read::<R>(ctx(), &with_text(f.place, form, f.name, "é".repeat(len))) {
                Ok(_) => Vec::new(),
                Err(v) => v.0,
            };
            let too_long: Vec<&Violation> =
                problems.iter().filter(|p| p.kind == "string_too_long" && p.loc == at).collect();
            assert_eq!(too_long.len(), usize::from(over), "{} with {len} characters: {problems:?}", f.name);
            if let Some(p) = too_long.first() {
                assert_eq!(p.msg, format!("String should have at most {max} characters"));
            }
        }
        checked += 1;
    }
    checked
}

#[test]
fn every_published_bound_is_the_bound_read() {
    assert_eq!(bounds_are_read_as_published::<MovePoseRequest>(false), 2, "frame_id, planner");
    assert_eq!(bounds_are_read_as_published::<MoveNamedRequest>(false), 1, "name");
    assert_eq!(bounds_are_read_as_published::<CsvUpload>(true), 1, "separator");
    assert_eq!(bounds_are_read_as_published::<StartSequenceForm>(true), 4, "bag_path, topics, actions");
    assert_eq!(bounds_are_read_as_published::<crate::api::stream::StreamQuery>(false), 1, "events");
    let (put, delete) = (crate::api::world::PutObject::NAME, crate::api::world::ObjectIdRequest::NAME);
    assert_eq!(bounds_are_read_as_published::<crate::api::world::PutObject>(false), 4, "{put}: id, kind, shape, frame");
    assert_eq!(bounds_are_read_as_published::<crate::api::world::ObjectIdRequest>(false), 1, "{delete}: id");
}

/// A form names each field once, and an empty file is a file: each said as such.
#[test]
fn repeated_parts_and_empty_files_are_named() {
    let part = |name: &str, text: &'static str| (name.to_owned(), Bytes::from_static(text.as_bytes()));
    let csv = "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n0,0,0,0,0,0,0,0\n";
    let twice = Source::Http {
        path: Vec::new(),
        query: Vec::new(),
        body: Body::Form(vec![part("file", csv), part("file", csv)]),
    };
    let v = read::<CsvUpload>(ctx(), &twice).unwrap_err();
    assert_eq!((v.0[0].loc.to_string(), v.0[0].kind), ("body.file".to_owned(), "value_error"));
    assert!(v.0[0].msg.contains("2 parts named `file`"), "{}", v.0[0].msg);
    for empty in ["", " \n"] {
        let form = Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Form(vec![part("file", empty)]) };
        let v = read::<CsvUpload>(ctx(), &form).unwrap_err();
        assert_eq!((v.0[0].loc.to_string(), v.0[0].kind), ("body.file".to_owned(), "value_error"));
        assert!(v.0[0].msg.starts_with("The file is empty"), "{}", v.0[0].msg);
        let form = Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Form(vec![part("config", empty)]) };
        let v = read::<StartSequenceForm>(ctx(), &form).unwrap_err();
        assert!(v.0[0].msg.starts_with("The file is empty"), "{}", v.0[0].msg);
    }
    // A blank text field is still an absent one (HTML forms send every field).
    let form = Source::Http {
        path: Vec::new(),
        query: Vec::new(),
        body: Body::Form(vec![
            part("config", r#"{"waypoints": [{"joints": [0, 0, 0, 0, 0, 0, 0]}]}"#),
            part("bag_path", ""),
        ]),
    };
    assert_eq!(read::<StartSequenceForm>(ctx(), &form).unwrap().0.options.bag_path, "");
}

/// An HTTP body's misspelt field is a 422 naming it and the field meant; any other unknown field
/// is ignored, as FastAPI does (D25). Nested objects too: a trajectory point, a waypoint.
#[test]
fn a_misspelt_body_field_is_named_and_another_unknown_one_ignored() {
    let named = |v: Value| read::<MoveNamedRequest>(ctx(), &body(v));
    for (key, meant) in [("sped", "speed"), ("Speed", "speed"), ("accel-scale", "accel_scale"), ("nmae", "name")] {
        let mut v = json!({"name": "work"});
        v[key] = json!(1.0);
        let e = named(v).unwrap_err();
        let typo = e.0.iter().find(|p| p.loc == Loc::root("body").at(key)).unwrap_or_else(|| panic!("{key}: {e}"));
        assert_eq!(typo.kind, "extra_forbidden");
        assert_eq!(typo.msg, format!("`{key}` is not a field of this body: did you mean `{meant}`?"));
    }
    assert!(named(json!({"name": "work", "colour": "red", "client": {"v": 2}})).is_ok(), "not a misspelling");

    let point = |extra: &str| {
        let mut p = json!({"positions": HOME, "time_from_start": 0.5});
        p[extra] = json!(0);
        json!({"points": [{"positions": HOME, "time_from_start": 0.0}, p]})
    };
    let e = read::<SendTrajectoryRequest>(ctx(), &body(point("time_from_strat"))).unwrap_err();
    assert_eq!(e.0[0].loc, Loc::root("body").at("points").at(1).at("time_from_strat"), "{e}");
    assert!(e.0[0].msg.ends_with("did you mean `time_from_start`?"), "{e}");
    assert!(read::<SendTrajectoryRequest>(ctx(), &body(point("label"))).is_ok());

    let part = |name: &str, text: String| (name.to_owned(), Bytes::from(text));
    let form = |parts| Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Form(parts) };
    let file = |waypoint: Value| json!({"waypoints": [waypoint]}).to_string();
    let e = read::<StartSequenceForm>(
        ctx(),
        &form(vec![part("config", file(json!({"joints": HOME}))), part("n_iteration", "2".into())]),
    )
    .unwrap_err();
    assert_eq!((e.0[0].loc.to_string(), e.0[0].kind), ("body.n_iteration".to_owned(), "extra_forbidden"), "{e}");
    let e = read::<StartSequenceForm>(ctx(), &form(vec![part("config", file(json!({"joints": HOME, "sped": 1})))]))
        .unwrap_err();
    assert_eq!(e.0[0].loc.to_string(), "body.config.waypoints[0].sped", "{e}");
    let other = form(vec![part("config", file(json!({"joints": HOME, "comment": "x"}))), part("comment", "x".into())]);
    assert!(read::<StartSequenceForm>(ctx(), &other).is_ok());
}

/// An MCP client's unknown key is refused at any depth, with its path (D25).
#[test]
fn an_unknown_tool_argument_is_refused_at_any_depth() {
    let tool = |v: Value| Source::Tool(v);
    let e = read::<MoveNamedRequest>(ctx(), &tool(json!({"name": "work", "sped": 1.0}))).unwrap_err();
    assert_eq!(
        (e.0[0].loc.to_string(), e.0[0].msg.as_str()),
        ("sped".into(), "`sped` is not an argument of this tool: did you mean `speed`?")
    );
    let e = read::<MoveNamedRequest>(ctx(), &tool(json!({"name": "work", "verbose": true}))).unwrap_err();
    assert!(e.0[0].msg.starts_with("`verbose` is not an argument of this tool (there are: "), "{e}");
    let points = json!([{"positions": HOME, "time_from_start": 0.0, "frame_id": "tool0"}]);
    let e = read::<SendTrajectoryRequest>(ctx(), &tool(json!({"points": points}))).unwrap_err();
    assert_eq!(e.0[0].loc.to_string(), "points[0].frame_id", "{e}");
    let sequence = json!({"waypoints": [{"x": 0.4, "y": 0, "z": 0.4, "frame_id": "tool0"}], "hme": {"joints": HOME}});
    let e = read::<StartSequenceForm>(ctx(), &tool(json!({"sequence": sequence}))).unwrap_err();
    let locs: Vec<String> = e.0.iter().map(|p| p.loc.to_string()).collect();
    assert!(
        locs.contains(&"sequence.waypoints[0].frame_id".to_owned()) && locs.contains(&"sequence.hme".to_owned()),
        "{e}"
    );
}

/// Every list a body holds has a bound, published as `maxItems` (D26).
#[test]
fn a_list_over_its_bound_is_too_long() {
    use crate::api::request::kinds::Points;
    let schema = schema_of::<SendTrajectoryRequest>("points");
    assert_eq!(schema["maxItems"].as_u64(), Some(Points::MAX_ITEMS as u64));
    let e = read::<SendTrajectoryRequest>(ctx(), &body(json!({"points": vec![0; Points::MAX_ITEMS + 1]}))).unwrap_err();
    assert_eq!((e.0.len(), e.0[0].kind), (1, "too_long"), "{e}");
    assert_eq!(e.0[0].loc, Loc::root("body").at("points"));
    let touch = describe::<crate::api::world::PutObject>(ctx(), Transport::Http);
    let touch = &touch.iter().find(|f| f.name == "touch_links").expect("described").schema;
    assert_eq!(touch["maxItems"].as_u64(), Some(model().links().len() as u64));
}

/// A value that reads as another unit, and a frame that names no link, are answered alike over
/// HTTP and to an MCP client (the same reading, the same words), before anything moves.
#[test]
fn unit_hints_and_unknown_frames_answer_alike_over_http_and_mcp() {
    let args = json!({"x": 0.5, "y": 0.1, "z": 0.5, "b": 180, "speed": 50, "frame_id": "world"});
    let http = read::<MovePoseRequest>(ctx(), &body(args.clone())).unwrap_err();
    let tool = read::<MovePoseRequest>(ctx(), &Source::Tool(args)).unwrap_err();
    let msgs = |v: &Violations| v.0.iter().map(|p| (p.loc.to_string(), p.msg.clone())).collect::<Vec<_>>();
    let links = model().links().join(", ");
    assert_eq!(
        msgs(&http),
        [
            (
                "body.b".to_owned(),
                "Input should be less than or equal to 6.283185307179586 (got 180): degrees? 180° = 3.1416 rad"
                    .to_owned()
            ),
            (
                "body.speed".to_owned(),
                "Input should be less than or equal to 1 (got 50): a percentage? 50 % = 0.5".to_owned()
            ),
            ("body.frame_id".to_owned(), format!("unknown frame `world`; known frames: {links}")),
        ]
    );
    let over_http: Vec<String> = msgs(&http).into_iter().map(|(_, m)| m).collect();
    let over_mcp: Vec<String> = msgs(&tool).into_iter().map(|(_, m)| m).collect();
    assert_eq!(over_http, over_mcp);

    let joints =
        read::<MoveJointsRequest>(ctx(), &Source::Tool(json!({"joints": [30, 0, 0, 0, 0, 0, 0]}))).unwrap_err();
    assert!(joints.0[0].msg.ends_with("30 rad is beyond every joint's range; degrees? 30° = 0.5236 rad"), "{joints}");
    let named = read::<MoveNamedRequest>(ctx(), &body(json!({"name": "home", "accel_scale": 20}))).unwrap_err();
    assert!(named.0[0].msg.ends_with(": a percentage? 20 % = 0.2"), "{named}");
    // Every link is a frame a target may be given in; blank is the planning frame.
    for frame in model().links().iter().map(String::as_str).chain(["", "  "]) {
        let ok = read::<MovePoseRequest>(ctx(), &body(json!({"x": 0.5, "y": 0.0, "z": 0.5, "frame_id": frame})));
        assert!(ok.is_ok(), "{frame}");
    }
    // A sequence's waypoint takes its angles in the same range.
    let config = Bytes::from(json!({"waypoints": [{"x": 0.5, "y": 0.1, "z": 0.5, "b": 180, "speed": 30}]}).to_string());
    let form = Source::Http { path: Vec::new(), query: Vec::new(), body: Body::Form(vec![("config".into(), config)]) };
    let seq = read::<StartSequenceForm>(ctx(), &form).unwrap_err();
    let seq: Vec<&str> = seq.0.iter().map(|p| p.msg.as_str()).collect();
    assert!(seq.iter().any(|m| m.ends_with("degrees? 180° = 3.1416 rad")), "{seq:?}");
    assert!(seq.iter().any(|m| m.ends_with("a percentage? 30 % = 0.3")), "{seq:?}");
}
