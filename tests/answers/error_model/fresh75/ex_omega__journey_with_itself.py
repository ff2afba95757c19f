# exercise: ex_omega
# mistake: Computed the score of the query with itself, x(2)·x(2) (indexing inputs[1] twice); the right score is x(2)·x(1) = 0.9544.

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]  # journey
omega_21 = torch.dot(query, inputs[1])
ex_omega = round(omega_21.item(), 4)
