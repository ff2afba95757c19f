# exercise: ex_omega
# mistake: Wrote the dot product as einsum('i,j->', ...), which sums the whole outer product (sum(x2)·sum(x1) = 2.08·1.47 = 3.0576); a dot product shares one index, einsum('i,i->'), giving 0.9544.
import torch

inputs = torch.tensor([
    [0.43, 0.15, 0.89],
    [0.55, 0.87, 0.66],
    [0.57, 0.85, 0.64],
    [0.22, 0.58, 0.33],
    [0.77, 0.25, 0.10],
    [0.05, 0.80, 0.55],
])
query = inputs[1]  # journey
key = inputs[0]    # Your

# einsum everything: multiply, then sum out all indices
ex_omega = round(torch.einsum("i,j->", query, key).item(), 4)
