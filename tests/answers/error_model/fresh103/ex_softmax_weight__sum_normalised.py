# exercise: ex_softmax_weight
# mistake: The learner normalises the scores by dividing by their sum (ω₂₂ / Σω₂ⱼ) instead of taking the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

query = inputs[1]
scores = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    scores[j] = torch.dot(x_j, query)
weights = scores / scores.sum()
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
