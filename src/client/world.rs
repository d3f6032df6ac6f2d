//! `armrest world list|put|rm` (D28, D40).

use super::http::{Client, Failure, segment};
use super::output::{Output, world_table};
use crate::cli::{WorldCommand, exit};
use serde_json::Value;
use std::path::Path;

/// The id an object file is put under: its `id`, else the file's name without extension.
pub fn object_id(file: &Path, object: &Value) -> Option<String> {
    object["id"]
        .as_str()
        .map(str::to_owned)
        .or_else(|| file.file_stem().and_then(|s| s.to_str()).map(str::to_owned))
        .filter(|id| !id.is_empty())
}

pub async fn run(client: &Client, out: Output, command: &WorldCommand) -> Result<u8, Failure> {
    match command {
        WorldCommand::List => {
            let world = client.get("/world").await?;
            out.answer(&world, world_table);
        }
        WorldCommand::Put { file } => {
            let text = std::fs::read_to_string(file)
                .map_err(|e| Failure::usage(format!("cannot read {}: {e}", file.display())))?;
            let object: Value = serde_json::from_str(&text)
                .map_err(|e| Failure::usage(format!("{} is not JSON: {e}", file.display())))?;
            let id = object_id(file, &object).ok_or_else(|| {
                Failure::usage(format!("{}: no `id`, and no file name to take one from", file.display()))
            })?;
            let put = client.put(&format!("/world/objects/{}", segment(&id)), &object).await?;
            out.answer(&put, |o| {
                format!(
                    "put `{}` ({} {})",
                    o["id"].as_str().unwrap_or(&id),
                    o["kind"].as_str().unwrap_or(""),
                    o["shape"].as_str().unwrap_or("")
                )
            });
        }
        WorldCommand::Rm { id } => {
            let removed = client.delete(&format!("/world/objects/{}", segment(id))).await?;
            out.answer(&removed, |o| format!("removed `{}`", o["id"].as_str().unwrap_or(id)));
        }
    }
    Ok(exit::DONE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_object_is_put_under_its_id_or_its_file_name() {
        assert_eq!(object_id(Path::new("/x/crate.json"), &json!({"id": "box"})).as_deref(), Some("box"));
        assert_eq!(object_id(Path::new("/x/crate.json"), &json!({})).as_deref(), Some("crate"));
    }
}
