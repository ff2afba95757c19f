# exercise: ex_softmax_weight
# mistake: The scores are divided by sqrt(d)=sqrt(3) before the softmax (copied from the scaled attention code); the statement says raw dot products, no scaling.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
scores = inputs @ query
w = torch.softmax(scores / inputs.shape[-1] ** 0.5, dim=-1)
print(w)
ex_softmax_weight = float(f"{w[1].item():.4f}")
