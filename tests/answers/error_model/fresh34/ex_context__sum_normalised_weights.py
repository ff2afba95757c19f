# exercise: ex_context
# mistake: The learner weighted the inputs by scores divided by their sum instead of by softmax weights, giving [0.4355, 0.6451, 0.5680]; the right z(2) is [0.4419, 0.6515, 0.5683].

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = inputs @ inputs[1]
alpha = omega / omega.sum()
z = (alpha[:, None] * inputs).sum(dim=0)
ex_context = [round(v, 4) for v in z.tolist()]
