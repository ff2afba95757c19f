# exercise: ex_omega
# mistake: Indexes inputs[..., 1] and inputs[..., 0], which are the second and first columns (coordinates) rather than the tokens "journey" and "Your"; the tokens are rows, inputs[1] and inputs[0] (inputs[..., 1, :]).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[..., 1]
key = inputs[..., 0]
ex_omega = round(float((query * key).sum(-1)), 4)
print(ex_omega)
