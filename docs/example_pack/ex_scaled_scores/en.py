"""Exercise ex_scaled_scores: its title, statement, hints and checker feedback in English."""

STRINGS: dict[str, str] = {
    "ex_scaled_scores.title": "Pack example: scaled attention scores",
    "ex_scaled_scores.statement": "Write `ex_scaled_scores(queries, keys)`: both are (b, n, "
        "d_k) tensors; return the (b, n, n) scores whose row i, column j is the dot product of "
        "query i with key j, divided by the square root of d_k.",
    "ex_scaled_scores.hint.1": "keys.transpose(-2, -1) turns (b, n, d_k) into (b, d_k, n), so "
        "queries @ it is (b, n, n).",
    "ex_scaled_scores.hint.2": "d_k is keys.shape[-1]; divide by its square root, "
        "math.sqrt(d_k).",
    "ex_scaled_scores.divided_by_dk": "You divided by d_k = {d_k}; divide by its square root "
        "instead.",
    "ex_scaled_scores.transposed": "Rows and columns are swapped: row i must hold query i's "
        "scores against every key (queries @ keysᵀ, not keys @ queriesᵀ).",
    "ex_scaled_scores.unscaled": "These are the raw dot products: divide them by √d_k (here "
        "√{d_k}).",
    "ex_scaled_scores.check.scaled": "scores divided by √d_k",
}
