# exercise: ex_omega
# mistake: The outer product of the two vectors is summed over all 9 entries, i.e. (Σx2)(Σx1), instead of only its diagonal (multiplying matching coordinates).
import torch

x1 = torch.tensor([0.43, 0.15, 0.89])
x2 = torch.tensor([0.55, 0.87, 0.66])

prods = x2[:, None] * x1[None, :]
ex_omega = round(float(prods.sum()), 4)
