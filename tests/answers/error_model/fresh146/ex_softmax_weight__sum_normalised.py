# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by their plain sum (ω22 / Σ ω2j ≈ 0.2278) instead of taking the softmax exp(ω22) / Σ exp(ω2j) ≈ 0.2379.
import numpy as np

emb = np.array([[0.43, 0.15, 0.89],
                [0.55, 0.87, 0.66],
                [0.57, 0.85, 0.64],
                [0.22, 0.58, 0.33],
                [0.77, 0.25, 0.10],
                [0.05, 0.80, 0.55]])
scores = emb @ emb[1]
print("scores", scores)
weights = scores / scores.sum()
print("weights", weights, weights.sum())  # sums to 1, good
ex_softmax_weight = round(float(weights[1]), 4)
