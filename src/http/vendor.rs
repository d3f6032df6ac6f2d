//! The third-party web libraries `/docs` and `/view` serve from inside the binary: robot
//! networks are usually offline, so no page may load anything from a CDN. They live in
//! `vendor/` at the top of the repository, built from the npm registry by
//! `scripts/update-scalar.sh` and `scripts/update-view-libs.sh` (see `vendor/README.md`).

/// Scalar's standalone bundle, for `/docs`.
pub const SCALAR_JS: &str = include_str!("../../vendor/scalar/standalone.js");
/// three.js and urdf-loader (with the three loaders the page uses) as one ES module, for `/view`.
pub const SCENE_JS: &str = include_str!("../../vendor/view/scene.js");
/// uPlot, for the joint plot of `/view`.
pub const UPLOT_JS: &str = include_str!("../../vendor/view/uPlot.iife.min.js");
pub const UPLOT_CSS: &str = include_str!("../../vendor/view/uPlot.min.css");

#[cfg(test)]
mod tests {
    use sha2::{Digest, Sha256};
    use std::collections::BTreeMap;
    use std::path::Path;

    /// Each vendor folder's files against the `SHA256SUMS` its update script wrote, offline:
    /// a bundle edited by hand, half updated or with a file too many or too few fails here.
    /// (The scripts' `--check`, which needs the npm registry, shows the sums are what the pinned
    /// packages give.)
    fn check(folder: &str) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("vendor").join(folder);
        let sums = std::fs::read_to_string(dir.join("SHA256SUMS")).expect("SHA256SUMS is readable");
        let listed: BTreeMap<&str, &str> = sums
            .lines()
            .map(|line| line.split_once("  ").unwrap_or_else(|| panic!("{folder}/SHA256SUMS: bad line {line:?}")))
            .map(|(sum, name)| (name, sum))
            .collect();
        let mut present: Vec<String> = std::fs::read_dir(&dir)
            .expect("the vendor folder is readable")
            .map(|entry| entry.expect("a folder entry").file_name().to_string_lossy().into_owned())
            .filter(|name| name != "SHA256SUMS")
            .collect();
        present.sort();
        assert_eq!(present, listed.keys().copied().collect::<Vec<_>>(), "vendor/{folder}: files and SHA256SUMS differ");
        for (name, sum) in listed {
            let bytes = std::fs::read(dir.join(name)).expect("a listed file is readable");
            let actual: String = Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect();
            assert_eq!(actual, sum, "vendor/{folder}/{name} is not the file its update script wrote");
        }
    }

    #[test]
    fn scalar_is_what_its_script_wrote() {
        check("scalar");
    }

    #[test]
    fn view_libraries_are_what_their_script_wrote() {
        check("view");
    }
}
