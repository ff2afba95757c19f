# exercise: ex_omega
# mistake: Translates x⁽²⁾ and x⁽¹⁾ to 0-based indices 2 and 1, computing x⁽³⁾·x⁽²⁾ = 1.4754; the book's 1-based x⁽²⁾·x⁽¹⁾ is inputs[1]·inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
