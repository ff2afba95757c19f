# exercise: ex_softmax_weight
# mistake: Normalises the six scores by their sum (ω₂₂ / Σ ω₂ⱼ) instead of taking the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
emb = {
    "Your": (0.43, 0.15, 0.89), "journey": (0.55, 0.87, 0.66), "starts": (0.57, 0.85, 0.64),
    "with": (0.22, 0.58, 0.33), "one": (0.77, 0.25, 0.10), "step": (0.05, 0.80, 0.55),
}
q = emb["journey"]
omega = {w: sum(a * b for a, b in zip(q, v)) for w, v in emb.items()}
total = sum(omega.values())
alpha = {w: s / total for w, s in omega.items()}
ex_softmax_weight = round(alpha["journey"], 4)
