"""Exercise ex_softmax_weight: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_softmax_weight.title": "The softmax weight of “journey” on itself",
    "ex_softmax_weight.statement": "The query is “journey”. Its six attention scores are the "
        "raw dot products ω₂ⱼ = x⁽²⁾ · x⁽ʲ⁾ of the book's embeddings (no projections, no "
        "scaling). After the softmax over these six scores, what weight α₂₂ does “journey” give "
        "to itself? Give 4 decimals.",
    "ex_softmax_weight.hint.1": "Compute all six scores x⁽²⁾ · x⁽ʲ⁾ first, then exp(ω₂₂) / Σ "
        "exp(ω₂ⱼ).",
}
