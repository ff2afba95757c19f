# exercise: ex_softmax_weight
# mistake: The learner built the full 6x6 score table and divided exp(ω22) by the sum of exp over all 36 cells (a grand total) instead of over journey's own row of six scores.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)
scores = inputs @ inputs.T          # query rows x key columns
e = torch.exp(scores)
grand_total = e.sum()
ex_softmax_weight = round((e[1, 1] / grand_total).item(), 4)
print(ex_softmax_weight)
