# exercise: ex_softmax_weight
# mistake: Normalised by dividing by the sum of the scores (the book's first, naive normalisation) instead of applying the softmax.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = torch.empty(6)
for j, xj in enumerate(inputs):
    scores[j] = torch.dot(inputs[1], xj)
weights = scores / scores.sum()
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
