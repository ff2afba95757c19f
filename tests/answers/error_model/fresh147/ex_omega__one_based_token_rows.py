# exercise: ex_omega
# mistake: Counted tokens from 1 when indexing, so x^(2) became row 2 and x^(1) row 1: the result is x^(3)·x^(2) ("starts"·"journey") instead of inputs[1]·inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[..., 2, :]   # x^(2)
key = inputs[..., 1, :]     # x^(1)
ex_omega = round((query * key).sum(dim=-1).item(), 4)
print(ex_omega)
