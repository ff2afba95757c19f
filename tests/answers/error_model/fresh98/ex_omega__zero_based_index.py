# exercise: ex_omega
# mistake: Indexes the rows 0-based with the book's 1-based indices (inputs[2] @ inputs[1]), computing "starts"·"journey" = 1.4754 instead of "journey"·"Your" = inputs[1] @ inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

i, j = 2, 1  # omega_21
ex_omega = round(torch.dot(inputs[i], inputs[j]).item(), 4)
