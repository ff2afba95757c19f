# exercise: ex_softmax_weight
# mistake: The learner got the weights from F.scaled_dot_product_attention-style scaling (scores / √3) before the softmax; the statement says no scaling, so α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64], [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
scores = inputs @ q
weights = torch.softmax(scores / inputs.shape[-1] ** 0.5, dim=0)
print(weights, weights.sum())
ex_softmax_weight = round(float(weights[1]), 4)
