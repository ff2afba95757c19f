"""Exercise ex_split_merge: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_split_merge.title": "Split and merge heads",
    "ex_split_merge.statement": "Write `ex_split_merge(x, num_heads, context)`. For `x` of "
        "shape (b, n, d), return a pair: `heads`, of shape (b, num_heads, n, hd) with "
        "hd = d // num_heads (d is a multiple of num_heads), "
        "where head i holds features [i·hd, (i+1)·hd) of every token; and `merged`: the "
        "per-head context vectors `context`, of shape (b, num_heads, n, hd) (a fresh tensor, "
        "like `weights @ values`), merged back to (b, n, num_heads·hd) with head i in features "
        "[i·hd, (i+1)·hd). {device_rule}",
    "ex_split_merge.hint.1": "Split: view(b, n, h, hd) first, then transpose(1, 2).",
    "ex_split_merge.hint.2": "Merge: transpose(1, 2) back to (b, n, h, hd), then "
        ".contiguous().view(b, n, h·hd) (or .reshape): view cannot merge axes of a transposed "
        "tensor.",
    "ex_split_merge.no_transpose": "The heads have shape (b, n, h, hd): transpose(1, 2) is missing, so the heads are not "
        "in front of the tokens.",
    "ex_split_merge.reshape_mixes": "Reshaping straight to (b, h, n, hd) mixes features of different tokens into one "
        "head. View as (b, n, h, hd) first, then transpose.",
    "ex_split_merge.transpose_before_view": "You transposed (b, n, d) before splitting, so each head mixes features of different "
        "tokens: view as (b, n, h, hd) first, then transpose(1, 2).",
    "ex_split_merge.merge_cat_tokens": "Your merge joins the heads' pieces along the tokens: concatenating "
        "the (b, n, hd) heads on dim=1 gives (b, h·n, hd), head after head, and the reshape to (b, n, d) then "
        "puts several tokens of one head into each row. Join them along the features instead, "
        "torch.cat(context.unbind(1), dim=-1), or transpose(1, 2) to (b, n, h, hd) and reshape.",
    "ex_split_merge.merge_no_transpose": "The merge reshapes (b, h, n, hd) straight to (b, n, d), mixing tokens: transpose(1, 2) "
        "back to (b, n, h, hd) first.",
    "ex_split_merge.merge_wrong_order": "The merge puts the features in the wrong order: head i must fill features "
        "[i·hd, (i+1)·hd), so bring the axes to (b, n, h, hd) before merging.",
}
