# exercise: ex_omega
# mistake: The learner indexes the rows as if they were 1-based (inputs[2] and inputs[1]), so this is the score of "starts" with "journey"; x^(2) and x^(1) are inputs[1] and inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
print(ex_omega)
