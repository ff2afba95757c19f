# exercise: ex_context
# mistake: Averaged the weighted input rows (mean over the 6 tokens) instead of adding them, so the vector is 6 times too small; z(2) = Σj α2j x(j).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

query = inputs[1]
w = torch.softmax(inputs @ query, dim=0)
weighted = w[:, None] * inputs      # (6, 3)
context_vec_2 = weighted.mean(dim=0)
ex_context = [float(f"{c:.4f}") for c in context_vec_2]
