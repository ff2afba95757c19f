# exercise: ex_omega
# mistake: Divides the score by sqrt(3) as in scaled dot-product attention (0.5510); ω21 is the unscaled dot product 0.9544.
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
score = lambda q, k: (q @ k) / q.shape[-1] ** 0.5
ex_omega = round(score(x[1], x[0]).item(), 4)
