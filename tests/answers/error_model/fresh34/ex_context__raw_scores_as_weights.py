# exercise: ex_context
# mistake: The learner weighted the inputs by the raw dot products without the softmax, giving [2.8579, 4.2330, 3.7270]; the right z(2) uses softmax weights: [0.4419, 0.6515, 0.5683].

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
z = torch.zeros(3)
for x_i in inputs:
    z += torch.dot(query, x_i) * x_i
ex_context = [round(v, 4) for v in z.tolist()]
