# exercise: ex_omega
# mistake: The learner indexes the 0-based tensor with the 1-based indices of ω₂₁, computing x⁽³⁾·x⁽²⁾ ('starts'·'journey') = 1.4754; ω₂₁ is inputs[1] @ inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = lambda i, j: torch.dot(inputs[i], inputs[j]).item()
ex_omega = round(omega(2, 1), 4)
