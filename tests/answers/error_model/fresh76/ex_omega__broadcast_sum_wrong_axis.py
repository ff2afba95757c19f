# exercise: ex_omega
# mistake: Multiplies x⁽²⁾ against the whole input matrix by broadcasting but sums over dim=0 (the tokens) and takes entry 0, which is 0.55·Σ column 0; the score needs the sum over the features of row 0.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
omega_2 = (query * inputs).sum(dim=0)   # all scores at once
ex_omega = round(float(omega_2[0]), 4)
print(ex_omega)
