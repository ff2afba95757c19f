# exercise: ex_softmax_weight
# mistake: Computed the right softmax row of "journey" but read the weight at index 2 ("starts") instead of index 1 (itself); α22 is 0.2379.
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
weights = torch.softmax(x[1] @ x.T, dim=-1)
print(weights)
ex_softmax_weight = float(f"{weights[2].item():.4f}")
