# exercise: ex_context
# mistake: Averaged the weighted rows (reduce_mean) instead of summing them, so the vector is 6 times too small; z(2) = Σ α₂ⱼ x(j).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

w = torch.softmax(inputs @ inputs[1], dim=-1)
z = (w[:, None] * inputs).mean(dim=0)
ex_context = [round(v, 4) for v in z.tolist()]
