# exercise: ex_omega
# mistake: Takes inputs[2] and inputs[1] with 0-based indices for x(2) and x(1), i.e. 'starts' . 'journey' = 1.4754; x(2) and x(1) are rows 1 and 0, giving 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

x_2 = inputs[2]
x_1 = inputs[1]
ex_omega = round(torch.dot(x_2, x_1).item(), 4)
print(ex_omega)
