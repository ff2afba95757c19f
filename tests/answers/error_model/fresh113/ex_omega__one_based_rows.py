# exercise: ex_omega
# mistake: The learner indexes the rows 1-based (inputs[2] and inputs[1]), computing 'starts' · 'journey' = 1.4754 instead of x(2)·x(1) = inputs[1]·inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

assert inputs.shape == (6, 3)
query = inputs[2]   # x^(2)
key = inputs[1]     # x^(1)
omega_21 = torch.dot(query, key)
print(omega_21)
ex_omega = round(omega_21.item(), 4)
