# exercise: ex_softmax_weight
# mistake: Applied the softmax to the whole flattened 6x6 score matrix at once and read entry (1, 1), instead of normalising only journey's six scores ω2j; the answer is 0.2379.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]]
)
S = inputs @ inputs.T
W = torch.softmax(S.flatten(), dim=0).view(6, 6)
print(W)
ex_softmax_weight = round(W[1, 1].item(), 4)
