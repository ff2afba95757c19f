"""Exercise ex_softmax_weight: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_softmax_weight.title": "The softmax weight of “journey” on itself",
    "ex_softmax_weight.statement": "The query is “journey”. Its six attention scores are the "
        "raw dot products ω₂ⱼ = x⁽²⁾ · x⁽ʲ⁾ of the book's embeddings (no projections, no "
        "scaling). After the softmax over these six scores, what weight α₂₂ does “journey” give "
        "to itself? Give 4 decimals.",
    "ex_softmax_weight.hint.1": "Compute all six scores x⁽²⁾ · x⁽ʲ⁾ first, then exp(ω₂₂) / Σ "
        "exp(ω₂ⱼ).",
    "ex_softmax_weight.sum_normalised": "{got} is ω₂₂ divided by the sum of the scores: that is sum-normalisation. Softmax "
        "divides exp(ω₂₂) by Σ exp(ω₂ⱼ).",
    "ex_softmax_weight.scaled": "{got} comes from scores divided by √3 (sqrt(3)) before the softmax: here the scores are the raw "
        "dot products, with no scaling.",
    "ex_softmax_weight.score": "{got} is the score ω₂₂ itself: apply the softmax over the six scores.",
    'ex_softmax_weight.one_hot': '{got} puts the whole weight on one token, as an argmax (a one-hot choice) or a softmax over a single score does: a softmax shares the weight among all six tokens, exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) over every score ω₂ⱼ, so no weight here is 1.',
    "ex_softmax_weight.other_key": "{got} is the weight on “Your” (α₂₁): the question asks for α₂₂, “journey” on itself.",
}
