# exercise: ex_softmax_weight
# mistake: Normalised the raw scores by their sum (omega_22 / sum omega_2j) without exponentiating; the softmax is exp(omega_22) / sum exp(omega_2j).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

w = inputs @ inputs[1]
# turn scores into a distribution: nonnegative, sums to one
p = w / w.sum()
ex_softmax_weight = round(float(p[1]), 4)
