# exercise: ex_omega
# mistake: The learner normalised by the two vector norms (cosine similarity, 0.7808) instead of giving the raw dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

N = torch.diag(1 / inputs.norm(dim=1))
Xn = N @ inputs          # unit rows
ex_omega = round((Xn @ Xn.T)[1, 0].item(), 4)
