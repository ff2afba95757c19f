# exercise: ex_omega
# mistake: The learner took x^(2) as inputs[2] ("starts") instead of inputs[1] ("journey"), shifting the query by one row; the answer is x^(2)=inputs[1] dotted with x^(1)=inputs[0], 0.9544.
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
omega_21 = torch.dot(x_2, x_1)
print(omega_21)
ex_omega = round(omega_21.item(), 4)
