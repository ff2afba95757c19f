# exercise: ex_softmax_weight
# mistake: The learner keeps the book's first "simple normalisation" helper (divide each score by the sum of scores) instead of the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)


def normalize(s):
    return s / s.sum(dim=-1, keepdim=True)


scores = inputs @ inputs[1]
weights = normalize(scores)
ex_softmax_weight = round(float(weights[1]), 4)
