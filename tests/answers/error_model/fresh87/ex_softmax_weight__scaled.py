# exercise: ex_softmax_weight
# mistake: The scores are divided by sqrt(3) before the softmax, giving 0.2070; the statement says no scaling, so α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
scores = inputs @ q
w = torch.softmax(scores / inputs.shape[1] ** 0.5, dim=0)
ex_softmax_weight = round(w[1].item(), 4)
