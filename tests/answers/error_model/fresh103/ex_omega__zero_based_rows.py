# exercise: ex_omega
# mistake: The learner takes x⁽²⁾ and x⁽¹⁾ as rows 2 and 1 of the tensor (zero-based: 'starts' and 'journey'); the book's x⁽²⁾ and x⁽¹⁾ are rows 1 and 0.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

x2 = inputs[2]
x1 = inputs[1]
ex_omega = round(torch.dot(x2, x1).item(), 4)
