//! Number parsing for trajectory files. Almost every cell of a trajectory CSV is a plain
//! decimal like `-1.23456`; those take an exact shortcut (Clinger's fast path: an integer
//! mantissa below 2^53 divided by an exactly representable power of ten is correctly rounded).
//! Anything else (exponents, long mantissas, `inf`, `nan`) goes to `fast-float2`. Both give
//! the same bits as `str::parse::<f64>` (property-tested).

/// Powers of ten that are exact in f64.
const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
];

/// Parses a whole cell (surrounding ASCII spaces ignored) as a number.
#[inline(always)]
pub fn parse(cell: &[u8]) -> Option<f64> {
    let cell = cell.trim_ascii();
    plain_decimal(cell).or_else(|| fast_float2::parse(cell).ok())
}

/// The cell of `bytes` that starts at `start` and ends at the next `separator`, line end
/// (`\n`) or the end of `bytes`: its number as [`parse`] reads that cell, where the next cell
/// starts (past the separator or line end), and whether the cell ended its line. A plain
/// decimal is read in the same pass that finds the cell's end; any other cell is found first
/// and then read by [`parse`].
#[inline(always)]
pub fn parse_cell(bytes: &[u8], start: usize, separator: u8) -> (Option<f64>, usize, bool) {
    let n = bytes.len();
    let blank = |b: u8| b != separator && b != b'\n' && b.is_ascii_whitespace();
    let mut i = start;
    'plain: {
        while i < n && blank(bytes[i]) {
            i += 1;
        }
        let negative = match bytes.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let (mut mantissa, mut count, mut dot) = (0u64, 0usize, None);
        while i < n {
            match bytes[i] {
                b @ b'0'..=b'9' => {
                    mantissa = mantissa * 10 + u64::from(b - b'0');
                    count += 1;
                    if count > 15 {
                        break 'plain;
                    }
                }
                b'.' if dot.is_none() => dot = Some(i),
                _ => break,
            }
            i += 1;
        }
        if count == 0 {
            break 'plain;
        }
        let scale = dot.map_or(0, |d| i - d - 1);
        while i < n && blank(bytes[i]) {
            i += 1;
        }
        let (next, ended) = match bytes.get(i) {
            None => (n, true),
            Some(b'\n') => (i + 1, true),
            Some(&b) if b == separator => (i + 1, false),
            Some(_) => break 'plain,
        };
        let value = mantissa as f64 / POW10[scale];
        return (Some(if negative { -value } else { value }), next, ended);
    }
    match memchr::memchr2(separator, b'\n', &bytes[start..]) {
        Some(p) => (parse(&bytes[start..start + p]), start + p + 1, bytes[start + p] == b'\n'),
        None => (parse(&bytes[start..]), n, true),
    }
}

/// `[+-]digits[.digits]` with at most 15 significant digits, else `None`.
#[inline]
fn plain_decimal(s: &[u8]) -> Option<f64> {
    let (negative, digits) = match s.first()? {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    };
    let mut mantissa: u64 = 0;
    let mut count = 0usize;
    let mut fraction = None;
    for (i, &b) in digits.iter().enumerate() {
        match b {
            b'0'..=b'9' => {
                mantissa = mantissa * 10 + u64::from(b - b'0');
                count += 1;
                if count > 15 {
                    return None;
                }
            }
            b'.' if fraction.is_none() => fraction = Some(i),
            _ => return None,
        }
    }
    if count == 0 {
        return None;
    }
    let scale = fraction.map_or(0, |dot| digits.len() - dot - 1);
    let value = mantissa as f64 / POW10[scale];
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn forms() {
        assert_eq!(parse(b" -1.5 "), Some(-1.5));
        assert_eq!(parse(b"+2"), Some(2.0));
        assert_eq!(parse(b".5"), Some(0.5));
        assert_eq!(parse(b"5."), Some(5.0));
        assert_eq!(parse(b"1e-3"), Some(0.001));
        assert_eq!(parse(b"-0"), Some(-0.0));
        assert!(parse(b"inf").is_some_and(f64::is_infinite));
        for bad in [&b""[..], b"-", b".", b"1.2.3", b"abc", b"1,5", b"--1", b"0x10"] {
            assert_eq!(parse(bad), None, "{:?}", String::from_utf8_lossy(bad));
        }
    }

    proptest! {
        #[test]
        fn same_bits_as_std(s in r"[+-]?[0-9]{0,18}(\.[0-9]{0,18})?([eE][+-]?[0-9]{1,3})?") {
            let ours = parse(s.as_bytes()).map(f64::to_bits);
            let std = s.parse::<f64>().ok().map(f64::to_bits);
            prop_assert_eq!(ours, std, "{}", s);
        }

        /// Lines read cell by cell give what splitting them at line ends and separators and
        /// reading each cell gives.
        #[test]
        fn cells_read_in_one_pass_as_split_and_parsed(text in r"[0-9 .+\-eE,;\t\r\n]{0,60}", sep in prop::sample::select(vec![b',', b';', b'\t', b' '])) {
            let bytes = text.as_bytes();
            let expected: Vec<Vec<Option<u64>>> = bytes
                .split(|b| *b == b'\n')
                .map(|line| line.split(|b| *b == sep).map(|c| parse(c).map(f64::to_bits)).collect())
                .collect();
            let (mut got, mut line) = (Vec::new(), Vec::new());
            let mut at = 0;
            loop {
                let (x, next, ended) = parse_cell(bytes, at, sep);
                prop_assert!(next > at || next == bytes.len(), "it moves on");
                line.push(x.map(f64::to_bits));
                if ended {
                    got.push(std::mem::take(&mut line));
                }
                if next >= bytes.len() {
                    // A last line end leaves one empty line after it, as `split` sees it.
                    if ended && bytes.last() == Some(&b'\n') && next == bytes.len() {
                        got.push(vec![parse(b"").map(f64::to_bits)]);
                    }
                    if !ended {
                        line.push(parse(b"").map(f64::to_bits));
                        got.push(std::mem::take(&mut line));
                    }
                    break;
                }
                at = next;
            }
            prop_assert_eq!(got, expected);
        }

        /// The generator above does produce fractions (it once did not: an escaped backslash).
        #[test]
        fn plain_fractions_parse(whole in 0u32..1_000_000, frac in "[0-9]{1,9}") {
            let s = format!("{whole}.{frac}");
            prop_assert_eq!(parse(s.as_bytes()).map(f64::to_bits), s.parse::<f64>().ok().map(f64::to_bits));
            prop_assert!(parse(s.as_bytes()).is_some());
        }

        #[test]
        fn same_bits_as_std_for_printed_floats(x in any::<f64>().prop_filter("finite", |x| x.is_finite()), places in 0usize..12) {
            let s = format!("{x:.places$}");
            prop_assert_eq!(parse(s.as_bytes()).map(f64::to_bits), s.parse::<f64>().ok().map(f64::to_bits));
        }
    }
}
