# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(3) as in scaled dot-product attention; the question asks for the raw score x(2)·x(1) = 0.9544.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import torch

X = torch.tensor(inputs, dtype=torch.float64)
d = X.shape[-1]
omega = (X[1] * X[0]).sum() / torch.sqrt(torch.tensor(float(d), dtype=torch.float64))
ex_omega = round(omega.item(), 4)
