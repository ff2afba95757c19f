# exercise: ex_context
# mistake: Averaged the weighted rows (R colMeans habit) instead of summing them, so the context vector is 1/6 of z(2) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

alpha = torch.softmax(inputs @ inputs[1], dim=0)
weighted = inputs * alpha.view(-1, 1)   # every row times its weight
z2 = weighted.mean(dim=0)
ex_context = [round(v, 4) for v in z2.tolist()]
