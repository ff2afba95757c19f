# exercise: ex_omega
# mistake: Uses mean() of the coordinate-wise products (like R's mean(x * y)), which divides the dot product by 3; the score is the sum of the products, 0.9544.
import torch

x1 = torch.tensor([0.43, 0.15, 0.89])
x2 = torch.tensor([0.55, 0.87, 0.66])

prods = x2 * x1
ex_omega = round(prods.mean().item(), 4)
