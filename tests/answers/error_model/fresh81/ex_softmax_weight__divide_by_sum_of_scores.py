# exercise: ex_softmax_weight
# mistake: Normalised the raw scores by their sum (ω₂₂ / Σ ω₂ⱼ) instead of applying the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
scores = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    scores[j] = torch.dot(query, x_j)
weights = scores / scores.sum()
print("weights:", weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
