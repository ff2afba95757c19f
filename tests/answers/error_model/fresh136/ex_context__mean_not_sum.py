# exercise: ex_context
# mistake: Averaged the weighted input rows (mean over the six tokens) instead of adding them, so the vector is 6 times too small; z^(2) = Σ α2j x^(j) = [0.4419, 0.6515, 0.5683].
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
alpha = torch.softmax(x @ x[1], dim=0)
weighted = alpha.unsqueeze(-1) * x   # each row scaled by its weight
ex_context = list(map(lambda t: round(t, 4), weighted.mean(0).tolist()))
