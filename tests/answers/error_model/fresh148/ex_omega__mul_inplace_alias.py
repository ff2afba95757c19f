# exercise: ex_omega
# mistake: Multiplies the row of "journey" in place (mul_), which overwrites inputs[1], and then takes the dot product with that modified row, giving sum(x2*x1*x1); the dot product must use the unmodified inputs.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

prod = inputs[1]          # journey
prod.mul_(inputs[0])      # times "Your", elementwise, no extra tensor
print(prod, prod.sum())
ex_omega = round(float(inputs[1] @ inputs[0]), 4)
