# exercise: ex_omega
# mistake: Indexed the last axis (features) instead of the token axis, taking the dot product of feature columns 1 and 0; the tokens are rows: inputs[1] · inputs[0].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

x2 = inputs[..., 1]   # journey
x1 = inputs[..., 0]   # Your
ex_omega = round(torch.dot(x2, x1).item(), 4)
