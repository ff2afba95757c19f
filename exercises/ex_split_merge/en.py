"""Exercise ex_split_merge: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_split_merge.title": "Split and merge heads",
    "ex_split_merge.statement": "Write `ex_split_merge(x, num_heads, context)`. For `x` of "
        "shape (b, n, d), return a pair: `heads`, of shape (b, num_heads, n, d / num_heads), "
        "where head i holds features [i·hd, (i+1)·hd) of every token; and `merged`: the "
        "per-head context vectors `context`, of shape (b, num_heads, n, hd) (a fresh tensor, "
        "like `weights @ values`), merged back to (b, n, num_heads·hd) with head i in features "
        "[i·hd, (i+1)·hd). {device_rule}",
    "ex_split_merge.hint.1": "Split: view(b, n, h, hd) first, then transpose(1, 2).",
    "ex_split_merge.hint.2": "Merge: transpose(1, 2) back to (b, n, h, hd), then "
        ".contiguous().view(b, n, h·hd) (or .reshape): view cannot merge axes of a transposed "
        "tensor.",
}
