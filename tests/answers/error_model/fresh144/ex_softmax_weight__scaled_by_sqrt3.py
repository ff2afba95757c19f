# exercise: ex_softmax_weight
# mistake: The scores are divided by √3 (the embedding size) before the softmax, but the statement says no scaling: the softmax of the raw dot products.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1].expand_as(inputs)
scores = (q * inputs).sum(dim=-1)
w = torch.softmax(scores / inputs.shape[1] ** 0.5, dim=0)
ex_softmax_weight = round(w[1].item(), 4)
