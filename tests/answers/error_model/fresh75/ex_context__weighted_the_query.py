# exercise: ex_context
# mistake: Multiplied every weight with the query x(2) instead of with the input x(j) of its own row, so the result is just x(2); z(2) = sum_j alpha_2j x(j) = [0.4419, 0.6515, 0.5683].

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
alpha = torch.softmax(inputs @ query, dim=0)
z = torch.zeros(3)
for j in range(6):
    z += alpha[j] * query
ex_context = [round(float(t), 4) for t in z]
