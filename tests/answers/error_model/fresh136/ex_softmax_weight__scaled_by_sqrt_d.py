# exercise: ex_softmax_weight
# mistake: Divided the scores by sqrt(3) before the softmax (the scaling of the trainable attention) although the statement asks for raw dot products without scaling; the answer is 0.2379.
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

import torch

x = torch.tensor(inputs)
omega_2 = x @ x[1]
d_k = x.shape[-1]
alpha_2 = torch.softmax(omega_2 / d_k ** 0.5, dim=0)
ex_softmax_weight = round(alpha_2[1].item(), 4)
