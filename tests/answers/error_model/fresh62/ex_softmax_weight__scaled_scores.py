# exercise: ex_softmax_weight
# mistake: The scores are divided by sqrt(3) before the softmax (0.2070); the statement says raw dot products, no scaling, which gives 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]                                   # journey
scores = inputs @ q                             # six scores
print(scores)                                   # [0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865]
weights = torch.softmax(scores / inputs.shape[1] ** 0.5, dim=0)
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
