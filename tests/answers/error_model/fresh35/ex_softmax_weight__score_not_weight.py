# exercise: ex_softmax_weight
# mistake: Gave the raw score ω22 = x(2)·x(2) = 1.4950 instead of its softmax weight α22 = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

journey = inputs[1]
ex_softmax_weight = round((journey @ journey).item(), 4)
