# exercise: ex_softmax_weight
# mistake: Scaled the six scores by 1/sqrt(3) before the softmax although the statement says no scaling; the weight of the raw scores is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query = inputs[1]
scores = inputs @ query
d_k = inputs.shape[-1]
weights = torch.softmax(scores / d_k ** 0.5, dim=0)
assert abs(weights.sum().item() - 1) < 1e-6

ex_softmax_weight = round(weights[1].item(), 4)
