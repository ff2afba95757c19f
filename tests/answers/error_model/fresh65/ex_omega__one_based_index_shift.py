# exercise: ex_omega
# mistake: The learner indexed the book's 1-based x^(2) and x^(1) as inputs[2] and inputs[1], i.e. "starts" . "journey" = 1.4754; with 0-based rows it is inputs[1] . inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

def omega(i, j):
    return torch.dot(inputs[i], inputs[j]).item()

ex_omega = round(omega(2, 1), 4)
