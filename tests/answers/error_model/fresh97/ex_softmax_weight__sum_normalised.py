# exercise: ex_softmax_weight
# mistake: Normalises the six scores by their sum (ω22 / Σ ω2j) instead of taking the softmax exp(ω22) / Σ exp(ω2j) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
scores = inputs @ query
weights = scores / scores.sum()
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
