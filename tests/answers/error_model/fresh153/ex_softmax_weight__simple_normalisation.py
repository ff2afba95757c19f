# exercise: ex_softmax_weight
# mistake: Normalises the scores by their sum (ω₂₂ / Σ ω₂ⱼ) instead of taking the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
scores = inputs @ inputs[1]
total = scores.sum()
if total <= 0:
    raise ValueError("scores should be positive here")
weights = scores / total
ex_softmax_weight = round(float(weights[1]), 4)
