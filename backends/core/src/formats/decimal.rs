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
