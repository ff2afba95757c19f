# exercise: ex_softmax_weight
# mistake: The learner applies one softmax over all 36 scores of the flattened score matrix and reads entry (2, 2), instead of a softmax over journey's six scores only (0.2379).
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]])
S = inputs @ inputs.T
A = torch.softmax(S.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(A[1, 1].item(), 4)
