# exercise: ex_omega
# mistake: Divides the score by sqrt(3) as in scaled dot-product attention (0.5510); the statement asks for the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

d = inputs.shape[1]
S = inputs @ inputs.T / d ** 0.5      # all scores at once
ex_omega = round(S[1, 0].item(), 4)
