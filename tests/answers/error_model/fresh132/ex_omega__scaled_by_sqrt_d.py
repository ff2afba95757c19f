# exercise: ex_omega
# mistake: The learner divides the dot product by √3 as in scaled attention; the asked score is the plain dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

d_k = inputs.shape[-1]
omega = torch.baddbmm(torch.zeros(1, 1, 1), inputs[1].view(1, 1, 3), inputs[0].view(1, 3, 1), alpha=1 / d_k ** 0.5)
ex_omega = round(omega.item(), 4)
