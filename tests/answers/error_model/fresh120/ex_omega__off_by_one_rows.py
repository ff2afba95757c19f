# exercise: ex_omega
# mistake: The learner indexes the rows 1-based with 0-based Python (inputs[2] and inputs[1]), computing step . journey = 1.4754 instead of journey . Your = x(2) . x(1) = 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your
   [0.55, 0.87, 0.66],  # journey
   [0.57, 0.85, 0.64],  # starts
   [0.22, 0.58, 0.33],  # with
   [0.77, 0.25, 0.10],  # one
   [0.05, 0.80, 0.55]]) # step

# omega_21 = x^(2) . x^(1)
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
print(ex_omega)
