"""Exercise ex_causal_weights: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_causal_weights.title": "Causal attention weights",
    "ex_causal_weights.statement": "Write `ex_causal_weights(scores)`: given (already scaled) "
        "scores of shape (..., n, n), return attention weights in which no query attends to a "
        "later key. Every row must sum to 1. {device_rule}",
    "ex_causal_weights.hint.1": "torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) "
        "marks the future.",
    "ex_causal_weights.hint.2": "Fill those scores with -inf before the softmax over the last "
        "axis (the keys).",
    "ex_causal_weights.future": "Some query gives weight to a later key: the future is not masked.",
    "ex_causal_weights.row_sum_inf": "The future is masked with -inf, but some rows do not sum to 1: a row whose "
        "every key is hidden has no weights (NaN, or 0 once the NaN is cleaned). That happens when the mask hides "
        "the diagonal too, so a query cannot see itself and the first row is empty: hide only the keys after "
        "the query, triu(..., diagonal=1) (True above the diagonal).",
    'ex_causal_weights.row_sum_divisor': "The future is masked and your code renormalises, but the rows still do not sum to 1: the divisor is not each row's own sum. Divide by w.sum(dim=-1, keepdim=True): without keepdim the (…, n) sums line up with the last axis, so entry j of every row is divided by row j's sum; along another dim the sum is not the row's at all. (Masking with -inf before the softmax needs no renormalising.)",
    "ex_causal_weights.row_sum": "The future is masked, but the rows do not sum to 1: renormalise, or mask with -inf "
        "before the softmax.",
    "ex_causal_weights.scaled_again": "Your weights are right for the scores divided by √n once more: the scores given are "
        "already scaled, so use them as they are (mask, then softmax over the keys).",
    "ex_causal_weights.wrong_dim_transposed": "Your softmax runs over dim=-1 of a transposed table (keys as rows, "
        "queries as columns): there the last axis holds the queries, so each key's column, not each query's row, sums "
        "to 1. Take the softmax over the keys: transpose back first, or run it over dim=-2 of the transposed table.",
    "ex_causal_weights.wrong_dim": "The softmax runs over another axis than the keys: the keys are the LAST axis of the scores, whatever axes come before it (a batch, heads), so normalise over dim=-1. A dim counted from the front (dim=1, or dim=0) is the keys' axis only for 2-D scores; with leading axes it names the queries or the heads.",
    'ex_causal_weights.masked_past_triu': "You masked the past instead of the future: your mask, built from torch.triu, ends up hiding the keys before each query (below the diagonal), so every later key stays visible. torch.triu(…, diagonal=1) marks the future in the scores' own layout (rows are queries, columns are keys): hide it as it is, not transposed, negated or compared the other way.",
    "ex_causal_weights.masked_past": "You masked the past instead of the future: torch.tril keeps the lower triangle; the "
        "future (above the diagonal) is torch.triu(..., diagonal=1).",
    'ex_causal_weights.masked_past_keep': "You masked the past instead of the future: the mask you give torch.masked.softmax marks the entries to KEEP (True = the key takes part), the opposite of masked_fill's, whose True entries are hidden. Pass the allowed positions: the lower triangle, torch.tril(torch.ones(n, n, dtype=torch.bool)), or ~future.",
    'ex_causal_weights.masked_past_compare': "You masked the past instead of the future: your comparison is True where the key's position (the column, arange(n)[None, :]) is below the query's (the row, arange(n)[:, None]), so it hides the keys before each query and keeps the later ones. Whichever names your two index vectors have, check which is laid along the rows (…[:, None]: the query) and which along the columns (…[None, :]: the key): a key is hidden when its position is above the query's, arange(n)[None, :] > arange(n)[:, None]; turn the comparison round.",
    "ex_causal_weights.future_partly": "Some query gives weight to a later key: your code masks, but its mask "
        "leaves some future positions visible (check how its size and positions follow from the scores' last two "
        "axes).",
}
