# exercise: ex_omega
# style: notebook cell: the book's inputs tensor, answer left as a 0-d torch tensor from torch.dot.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

ex_omega = torch.dot(inputs[1], inputs[0])  # tensor(0.9544)
