# exercise: ex_omega
# mistake: Counting the words from 1 as Python indices, it takes inputs[2] ("starts") and inputs[1] ("journey") instead of inputs[1] ("journey") and inputs[0] ("Your"), giving 1.4754 instead of 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89], # Your     (x^1)
   [0.55, 0.87, 0.66], # journey  (x^2)
   [0.57, 0.85, 0.64], # starts   (x^3)
   [0.22, 0.58, 0.33], # with     (x^4)
   [0.77, 0.25, 0.10], # one      (x^5)
   [0.05, 0.80, 0.55]] # step     (x^6)
)

x_2 = inputs[2]
x_1 = inputs[1]
ex_omega = round(torch.dot(x_2, x_1).item(), 4)
print(ex_omega)
