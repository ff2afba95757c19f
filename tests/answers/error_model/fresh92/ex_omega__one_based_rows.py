# exercise: ex_omega
# mistake: Indexed the rows as if they were 1-based, so it computes x(3)·x(2) (starts·journey) instead of x(2)·x(1) = inputs[1]·inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# omega_21 = x2 . x1
omega = torch.einsum('d,d->', inputs[2], inputs[1])
ex_omega = round(omega.item(), 4)
