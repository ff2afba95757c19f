# exercise: ex_omega
# mistake: Sums all entries of the outer product x(2) x(1)^T, which is (sum of x(2))(sum of x(1)), instead of the inner product (only matching coordinates).
import torch

x_1 = torch.tensor([0.43, 0.15, 0.89])
x_2 = torch.tensor([0.55, 0.87, 0.66])
omega = torch.outer(x_2, x_1).sum()
ex_omega = float(f"{omega.item():.4f}")
