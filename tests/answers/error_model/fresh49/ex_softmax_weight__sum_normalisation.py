# exercise: ex_softmax_weight
# mistake: Normalised by dividing each score by the sum of the scores (the book's first, simple normalisation, ≈0.2278) instead of the softmax exp(ω₂₂)/Σ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.empty(6)
for j in range(6):
    w[j] = torch.dot(inputs[1], inputs[j])
weights = w / w.sum()
ex_softmax_weight = round(weights[1].item(), 4)
