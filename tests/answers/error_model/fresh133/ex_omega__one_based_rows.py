# exercise: ex_omega
# mistake: The learner uses the math indices 2 and 1 directly as 0-based row indices, so it takes "starts" · "journey" (1.4754); x^(2) and x^(1) are rows 1 and 0.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

ex_omega = round(float(torch.dot(inputs[2], inputs[1])), 4)
