# exercise: ex_omega
# mistake: The learner passed the scores of "journey" through nn.Softmax and reported the attention weight alpha_21 (0.1385) rather than the raw score omega_21 = 0.9544.
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

query = inputs[1]
attn_scores_2 = inputs @ query
softmax = nn.Softmax(dim=0)
attn_2 = softmax(attn_scores_2)
print(attn_scores_2, attn_2)
ex_omega = 0.1385
