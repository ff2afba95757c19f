# exercise: ex_context
# mistake: Normalised the scores with F.normalize(p=1) (divide by their sum) instead of taking their softmax before weighting the inputs; the context vector is [0.4419, 0.6515, 0.5683].
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

import torch
import torch.nn.functional as F

x = torch.tensor(inputs)
scores = x @ x[1]
weights = F.normalize(scores, p=1, dim=0)
z2 = (weights[:, None] * x).sum(dim=0)
ex_context = [round(v, 4) for v in z2.tolist()]
