# exercise: ex_softmax_weight
# mistake: The scores are normalised by dividing by their sum (ω₂₂ / Σ ω₂ⱼ = 0.2278) instead of by a softmax exp(ω₂₂) / Σ exp(ω₂ⱼ).
scores = []
emb = {
    "Your": (0.43, 0.15, 0.89), "journey": (0.55, 0.87, 0.66), "starts": (0.57, 0.85, 0.64),
    "with": (0.22, 0.58, 0.33), "one": (0.77, 0.25, 0.10), "step": (0.05, 0.80, 0.55),
}
q = emb["journey"]
for w, k in emb.items():
    scores.append(sum(a * b for a, b in zip(q, k)))
total = sum(scores)
weights = [s / total for s in scores]
ex_softmax_weight = round(weights[1], 4)
