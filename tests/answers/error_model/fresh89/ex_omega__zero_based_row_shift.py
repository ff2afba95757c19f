# exercise: ex_omega
# mistake: The 1-based math indices x(2), x(1) are used directly as 0-based Python rows, so the score of "starts" with "journey" is computed; it must be inputs[1] · inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

q, k = 2, 1   # omega_21
ex_omega = round(float(torch.dot(inputs[q], inputs[k])), 4)
