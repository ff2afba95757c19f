# exercise: ex_omega
# mistake: Reading x(2) and x(1) as 1-based Python indices 2 and 1, the learner computed the score of 'starts' with 'journey' (0.55..0.57 rows) instead of 'journey' with 'Your' (indices 1 and 0).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

# x^(2) . x^(1)
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
print(ex_omega)
