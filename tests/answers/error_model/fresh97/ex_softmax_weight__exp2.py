# exercise: ex_softmax_weight
# mistake: Uses powers of 2 (2**ω) instead of exp(ω) in the softmax, giving a flatter distribution; α22 = exp(ω22) / Σ exp(ω2j) = 0.2379.
journey = (0.55, 0.87, 0.66)
rows = [(0.43, 0.15, 0.89), (0.55, 0.87, 0.66), (0.57, 0.85, 0.64),
        (0.22, 0.58, 0.33), (0.77, 0.25, 0.10), (0.05, 0.80, 0.55)]

scores = [sum(a * b for a, b in zip(journey, r)) for r in rows]
e = [2 ** s for s in scores]
ex_softmax_weight = round(e[1] / sum(e), 4)
